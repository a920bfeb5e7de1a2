import "server-only";
import { punchCards, users } from "@/lib/db/schema";

/**
 * The columns any API may return about an account. The password hash and session version
 * are deliberately absent: every read goes through this list.
 */
export const publicUserColumns = {
  id: users.id,
  username: users.username,
  name: users.name,
  role: users.role,
  level: users.level,
  xp: users.xp,
  createdAt: users.createdAt,
  // Admins have no punch card: these stay null for them.
  punches: punchCards.punches,
  isComplete: punchCards.isComplete,
};

export type PublicUser = {
  id: string;
  username: string;
  name: string;
  role: "user" | "staff" | "admin";
  level: number;
  xp: number;
  createdAt: Date;
  punches: number | null;
  isComplete: boolean | null;
};
