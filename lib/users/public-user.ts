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
  // The card's own size (lib/program: each card keeps the one it started with) and the
  // punches waiting for the next card.
  cardSize: punchCards.size,
  waiting: punchCards.waiting,
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
  cardSize: number | null;
  waiting: number | null;
};
