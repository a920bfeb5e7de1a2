import "server-only";
import { desc, eq } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { referrals, users, type Referral } from "@/lib/db/schema";
import { getProgram, type ShopProgram } from "@/lib/program/read";
import { maskUsername } from "@/lib/rewards/mask";
import { getShopSettings } from "@/lib/settings/shop";
import { invitationPath } from "./code";
import { findInvitation, ownCode, replaceCode } from "./codes";
import type {
  InvitationRules,
  InvitationView,
  InvitedFriend,
  InvitedFriendState,
  MyInvitation,
} from "./types";

/** How many invited friends the customer's list shows, newest first. */
const FRIENDS_SHOWN = 50;

const rulesOf = (program: ShopProgram): InvitationRules => ({
  on: program.referralsOn,
  friendPunches: program.referralFriendPunches,
  inviterPunches: program.referralInviterPunches,
});

/** How an invitation stands to its inviter: the owner's reasons stay the owner's. */
function stateOf(status: Referral["status"]): InvitedFriendState {
  if (status === "joined") return "waiting";
  if (status === "rewarded") return "rewarded";
  if (status === "held") return "review";
  return "none";
}

/**
 * The customer's own invitation and the friends it brought, masked: ownership is the query's
 * (their id), so no customer reads another's.
 */
async function invitationOf(userId: string, code: string): Promise<MyInvitation> {
  const [program, rows] = await Promise.all([
    getProgram(),
    db
      .select({
        username: users.username,
        joinedAt: referrals.joinedAt,
        cameBackAt: referrals.cameBackAt,
        status: referrals.status,
      })
      .from(referrals)
      .innerJoin(users, eq(users.id, referrals.friendId))
      .where(eq(referrals.inviterId, userId))
      .orderBy(desc(referrals.joinedAt), desc(referrals.id)),
  ]);
  const invited: InvitedFriend[] = rows.slice(0, FRIENDS_SHOWN).map((r) => ({
    name: maskUsername(r.username),
    joinedAt: r.joinedAt.toISOString(),
    cameBack: r.cameBackAt !== null,
    state: stateOf(r.status),
  }));
  return {
    ...rulesOf(program),
    code,
    path: invitationPath(code),
    friends: { joined: rows.length, cameBack: rows.filter((r) => r.cameBackAt !== null).length },
    invited,
  };
}

/** GET /api/me/invitation: the code is made on the customer's first read. */
export async function myInvitation(userId: string): Promise<MyInvitation> {
  return invitationOf(userId, await ownCode(userId));
}

/** POST /api/me/invitation: a new code; the old one stops working. */
export async function replaceMyInvitation(userId: string): Promise<MyInvitation> {
  return invitationOf(userId, await replaceCode(userId));
}

/**
 * GET /api/invitations/[code], for anyone holding the code: the inviter masked, the shop and
 * the rules, nothing else (404 unknown, 410 replaced).
 */
export async function invitationView(typed: string): Promise<InvitationView> {
  const invitation = await findInvitation(typed);
  const [program, settings] = await Promise.all([getProgram(), getShopSettings()]);
  return {
    ...rulesOf(program),
    code: invitation.code,
    inviter: maskUsername(invitation.inviterUsername),
    shopName: settings.shopName,
  };
}
