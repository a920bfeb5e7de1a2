import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { db, type Tx } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { referrals, rewardLedger, users, type Referral } from "@/lib/db/schema";
import { announceAfter } from "@/lib/events/announce";
import { rewardEvents } from "@/lib/rewards/events";
import { readProgram } from "@/lib/program/read";
import { getShopSettings, readShopSettings } from "@/lib/settings/shop";
import { shopDay } from "@/lib/settings/shop-day";
import { giveBonusPunches, type BonusGiven } from "./bonus-punches";
import { bonusLanded } from "./notify";

/** A referral row read under its lock, with what paying it needs. */
type Locked = { id: string; inviterId: string; friendId: string; holdReason: string | null };

export type Paid = BonusGiven & { referralId: string; inviterId: string; punches: number };

/**
 * Pays the inviter's bonus on a referral locked with the inviter's card (lockReferral: its card,
 * then the row): the entry written, the row marked rewarded. Shared by the friend's return and the
 * owner's approval.
 */
export async function payInviter(
  tx: Tx,
  referral: Pick<Locked, "id" | "inviterId">,
  punches: number,
  decidedBy?: string,
): Promise<Paid | null> {
  const given =
    punches > 0
      ? await giveBonusPunches(tx, {
          userId: referral.inviterId,
          referralId: referral.id,
          reason: "referral_inviter",
          punches,
        })
      : null;
  const now = new Date();
  await tx
    .update(referrals)
    .set({
      status: "rewarded",
      rewardedAt: now,
      inviterPunches: punches,
      cameBackAt: sql`coalesce(${referrals.cameBackAt}, ${now})`,
      ...(decidedBy && { decidedAt: now, decidedBy }),
    })
    .where(eq(referrals.id, referral.id));
  return given && { ...given, referralId: referral.id, inviterId: referral.inviterId, punches };
}

/** After a payment commits: the bonus's message, and any reward it reached on the card. */
export async function announcePaid(paid: Paid | null, friendId: string): Promise<void> {
  if (!paid) return;
  const [friend] = await db
    .select({ username: users.username })
    .from(users)
    .where(eq(users.id, friendId));
  await bonusLanded({ ...paid, friendUsername: friend?.username ?? "" });
  await announceAfter(...rewardEvents(paid.inviterId, paid, `referral:${paid.referralId}`));
}

/**
 * The invitation's row in `status`, locked, after the inviter's card: an account's deletion
 * takes the same two in that order (its card, then the invitations its delete cascades to), so
 * a payment beside the inviter's deletion waits instead of deadlocking. No card (gone with its
 * account): nothing to lock, and the payment's own lockCard answers. None when the row is not
 * in `status` (already settled or decided).
 */
export async function lockReferral(
  tx: Tx,
  referralId: string,
  status: Referral["status"],
): Promise<Locked | undefined> {
  await tx.execute(sql`select 1 from punch_cards
    where user_id = (select inviter_id from referrals where id = ${referralId}) for update`);
  const [referral] = await tx
    .select({
      id: referrals.id,
      inviterId: referrals.inviterId,
      friendId: referrals.friendId,
      holdReason: referrals.holdReason,
    })
    .from(referrals)
    .where(and(eq(referrals.id, referralId), eq(referrals.status, status)))
    .for("update");
  return referral;
}

/**
 * The inviter's bonuses paid in the shop's current month, read under their card lock: their
 * own ledger entries, which stay when a friend deletes their account (and its invitation with
 * it); a bonus voided since is not counted.
 */
async function paidThisMonth(tx: Tx, inviterId: string, timeZone: string): Promise<number> {
  const { rows } = await tx.execute<{ n: number }>(sql`select count(*)::int as n
    from reward_ledger e
    where e.user_id = ${inviterId} and e.reason = 'referral_inviter'
      and date_trunc('month', e.created_at at time zone ${timeZone})
        = date_trunc('month', now() at time zone ${timeZone})
      and not exists (select 1 from reward_ledger v where v.voids_entry_id = e.id)`);
  return rows[0]?.n ?? 0;
}

/** Is the inviter blocked from earning (lib/trust/block.ts)? Read under their card lock. */
export async function inviterBlocked(tx: Tx, inviterId: string): Promise<boolean> {
  const [row] = await tx
    .select({ at: users.earningBlockedAt })
    .from(users)
    .where(eq(users.id, inviterId));
  return Boolean(row?.at);
}

/** The invitation held for the owner, with why, as the friend came back. */
async function hold(tx: Tx, referralId: string, holdReason: Referral["holdReason"], now: Date) {
  await tx
    .update(referrals)
    .set({ status: "held", cameBackAt: now, ...(holdReason && { holdReason }) })
    .where(eq(referrals.id, referralId));
}

/**
 * The friend came back: the referral, locked and still `joined`, is settled once. Nothing is
 * due (switch off, or no inviter's bonus): `came_back`. A reason held at the join (an address
 * chain): `held`. An inviter blocked from earning: `held` for `blocked`. An inviter at the
 * program's monthly maximum (the bonuses paid this month): `held` for `monthly_max`, counted
 * under the inviter's card lock (taken first) so that friends punching at once cannot pass it.
 * Otherwise paid. `entryId`: the friend's punch that came back, kept for a void of it.
 */
async function settle(tx: Tx, referralId: string, entryId: number | null): Promise<Paid | null> {
  const referral = await lockReferral(tx, referralId, "joined");
  if (!referral) return null;
  const now = new Date();
  if (entryId !== null) {
    await tx
      .update(referrals)
      .set({ cameBackEntryId: entryId })
      .where(eq(referrals.id, referralId));
  }
  const program = await readProgram(tx);
  if (!program.referralsOn || program.referralInviterPunches === 0) {
    await tx
      .update(referrals)
      .set({ status: "came_back", cameBackAt: now })
      .where(eq(referrals.id, referralId));
    return null;
  }
  if (referral.holdReason) return hold(tx, referralId, null, now).then(() => null);
  if (await inviterBlocked(tx, referral.inviterId)) {
    return hold(tx, referralId, "blocked", now).then(() => null);
  }
  // Counted under the inviter's card lock: a payment beside this one commits before this counts.
  const { timeZone } = await readShopSettings(tx);
  if ((await paidThisMonth(tx, referral.inviterId, timeZone)) >= program.referralMonthlyMax) {
    return hold(tx, referralId, "monthly_max", now).then(() => null);
  }
  return payInviter(tx, referral, program.referralInviterPunches);
}

/**
 * The friend's punch that came back: their newest token entry, just committed (a second punch
 * of theirs in the same moment would be as much a return).
 */
async function returnEntry(tx: Tx, friendId: string): Promise<number | null> {
  const [entry] = await tx
    .select({ id: rewardLedger.id })
    .from(rewardLedger)
    .where(and(eq(rewardLedger.userId, friendId), eq(rewardLedger.reason, "token")))
    .orderBy(desc(rewardLedger.id))
    .limit(1);
  return entry?.id ?? null;
}

/**
 * After a customer's token redemption commits (a queued listener: lib/referrals/listeners.ts):
 * if they joined through an invitation that still waits and this punch (`at`) is on a later shop
 * day than their join, the inviter's bonus is settled in a transaction of its own. Run at once
 * and again by its job, should the server have died first: the second finds it settled. Never
 * throws: the punch stands whatever becomes of it.
 */
export async function friendCameBack(friendId: string, at = new Date()): Promise<void> {
  try {
    const [waiting] = await db
      .select({ id: referrals.id, joinDay: referrals.joinDay })
      .from(referrals)
      .where(and(eq(referrals.friendId, friendId), eq(referrals.status, "joined")));
    if (!waiting) return;
    const { timeZone } = await getShopSettings();
    if (shopDay(at, timeZone) <= waiting.joinDay) return;
    const paid = await transaction(async (tx) =>
      settle(tx, waiting.id, await returnEntry(tx, friendId)),
    );
    await announcePaid(paid, friendId);
  } catch (error) {
    console.error("[referrals] inviter's bonus:", error instanceof Error ? error.message : error);
  }
}
