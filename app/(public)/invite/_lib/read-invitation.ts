import "server-only";
import { eq } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { inviteCodes, users } from "@/lib/db/schema";
import { readProgram } from "@/lib/program/read";
import type { InvitationView } from "@/lib/referrals/types";
import { maskUsername } from "@/lib/rewards/mask";
import { readShopSettings } from "@/lib/settings/shop";

/**
 * What a friend's phone can say about an invitation: who invites (masked), the shop and what
 * both get; or that the code is unknown, or was replaced by its customer (it no longer works).
 */
export type InvitationRead =
  { state: "valid"; view: InvitationView } | { state: "unknown" } | { state: "replaced" };

/**
 * Reads the invitation a code names, as GET /api/invitations/[code] answers it, for the
 * invitation and join pages, which render on the server. `code`: already normalized
 * (invite-cookie.ts). Only customers invite: a code whose owner is no longer one is unknown.
 */
export async function readInvitation(code: string): Promise<InvitationRead> {
  const [row] = await db
    .select({ username: users.username, role: users.role, replacedAt: inviteCodes.replacedAt })
    .from(inviteCodes)
    .innerJoin(users, eq(users.id, inviteCodes.userId))
    .where(eq(inviteCodes.code, code))
    .limit(1);
  if (!row || row.role !== "user") return { state: "unknown" };
  if (row.replacedAt) return { state: "replaced" };
  const [program, shop] = await Promise.all([readProgram(), readShopSettings()]);
  return {
    state: "valid",
    view: {
      code,
      inviter: maskUsername(row.username),
      shopName: shop.shopName,
      on: program.referralsOn,
      friendPunches: program.referralFriendPunches,
      inviterPunches: program.referralInviterPunches,
    },
  };
}
