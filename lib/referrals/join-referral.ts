import "server-only";
import { sql } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { referrals } from "@/lib/db/schema";
import { readProgram } from "@/lib/program/read";
import { readShopSettings } from "@/lib/settings/shop";
import { shopDay } from "@/lib/settings/shop-day";
import type { JoinedBefore } from "./types";
import type { HoldReason } from "./types";
import { giveBonusPunches } from "./bonus-punches";
import { findInvitation } from "./codes";

/** What a join knows of who is joining, besides the new account: the self-invitation checks. */
export type JoinSignals = {
  /** The session the join request carried (someone signed in, joining again). */
  sessionUserId?: string | null;
  /** The accounts that signed in on this browser, by its known-device cookie (lib/auth/device.ts). */
  deviceUserIds?: string[];
  /** The join's passkey was made on an authenticator holding one of the inviter's passkeys. */
  sameAuthenticator?: boolean;
  /** This browser or username joined within 180 days (lib/users/join-marks.ts). */
  joinedBefore?: JoinedBefore;
};

export type JoinReferral = {
  id: string;
  inviterId: string;
  /** Held at the join (a self-invitation, or a join seen before): nothing for either side, the owner decides. */
  selfInvited: boolean;
  friendPunches: number;
};

/** A chain: joins through one inviter from one address inside this many minutes. */
const CHAIN_MINUTES = 60;

/**
 * A join held at once: the inviter's own session, browser or passkey, or a browser where
 * another account already joined (another invitee, or an account since deleted), or a
 * username that joined within 180 days.
 */
function selfInvitation(inviterId: string, signals: JoinSignals): HoldReason | null {
  if (signals.sessionUserId === inviterId) return "same_account";
  if (signals.deviceUserIds?.includes(inviterId)) return "same_browser";
  if (signals.sameAuthenticator) return "same_passkey";
  if (signals.joinedBefore === "browser") return "same_browser";
  if (signals.joinedBefore === "username") return "joined_before";
  return null;
}

/**
 * Was there a join through this inviter's invitation from this address in the past hour? The
 * check and the insert hold a transaction lock on (inviter, address), so of two joins from
 * one address at the same moment the second sees the first.
 */
async function isChain(tx: Tx, inviterId: string, ip: string): Promise<boolean> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`referral-chain:${inviterId}:${ip}`}, 0))`,
  );
  const { rows } = await tx.execute(sql`select 1 from referrals
    where inviter_id = ${inviterId} and join_ip = ${ip}
      and created_at > now() - make_interval(mins => ${CHAIN_MINUTES})
    limit 1`);
  return rows.length > 0;
}

/**
 * A join through an invitation, inside the join's transaction, after the new card is open:
 * the code is read (unknown or replaced: refused on the `invite` field, and nothing is made),
 * the invitation written with the shop day of the join and its address, and, when the
 * program's switch is on and the join is not held at once (selfInvitation), the friend's bonus
 * goes on the new card. A join held at once gets nothing and waits for the owner; a chain from one address holds only the
 * inviter's bonus, later (lib/referrals/inviter-bonus.ts).
 */
export async function joinThroughInvitation(
  tx: Tx,
  {
    invite,
    friendId,
    ip,
    signals,
  }: { invite: string; friendId: string; ip: string; signals: JoinSignals },
): Promise<JoinReferral> {
  const invitation = await findInvitation(invite, { tx, field: "invite" });
  const { inviterId } = invitation;
  const self = selfInvitation(inviterId, signals);
  const holdReason = self ?? ((await isChain(tx, inviterId, ip)) ? "address_chain" : null);
  const [program, settings] = await Promise.all([readProgram(tx), readShopSettings(tx)]);
  const friendPunches = !self && program.referralsOn ? program.referralFriendPunches : 0;
  const [referral] = await tx
    .insert(referrals)
    .values({
      code: invitation.code,
      inviterId,
      friendId,
      joinDay: shopDay(new Date(), settings.timeZone),
      joinIp: ip,
      friendPunches,
      status: self ? "held" : "joined",
      holdReason,
    })
    .returning({ id: referrals.id });
  const id = referral!.id;
  if (friendPunches > 0) {
    await giveBonusPunches(tx, {
      userId: friendId,
      referralId: id,
      reason: "referral_friend",
      punches: friendPunches,
    });
  }
  return { id, inviterId, selfInvited: self !== null, friendPunches };
}
