import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { referrals, rewardLedger } from "@/lib/db/schema";
import { isHandedOver } from "@/lib/program/card";
import { lockCard, type LockedCard } from "@/lib/rewards/locks";
import { lockReferral } from "./inviter-bonus";

/** The inviter's bonus a friend's returning punch paid, with the inviter's card, both locked. */
export type ReturnBonus = {
  referralId: string;
  entry: {
    id: number;
    userId: string;
    reason: string;
    punchDelta: number;
    xpDelta: number;
    cycle: number;
  };
  card: LockedCard;
};

/**
 * Was the friend's punch `entryId` their return, which paid their inviter's bonus? Then the
 * inviter's card and the invitation are locked now, inside the void's transaction right after
 * the friend's card and before anything else: no reward transaction of the inviter can then
 * hold a lock the void needs later.
 */
export async function lockReturnBonus(tx: Tx, entryId: number): Promise<ReturnBonus | null> {
  const [row] = await tx
    .select({ id: referrals.id })
    .from(referrals)
    .where(and(eq(referrals.cameBackEntryId, entryId), eq(referrals.status, "rewarded")));
  if (!row) return null;
  const referral = await lockReferral(tx, row.id, "rewarded");
  if (!referral) return null;
  const [entry] = await tx
    .select({
      id: rewardLedger.id,
      userId: rewardLedger.userId,
      reason: rewardLedger.reason,
      punchDelta: rewardLedger.punchDelta,
      xpDelta: rewardLedger.xpDelta,
      cycle: rewardLedger.cycle,
    })
    .from(rewardLedger)
    .where(
      and(
        eq(rewardLedger.referralId, referral.id),
        eq(rewardLedger.reason, "referral_inviter"),
        sql`not exists (select 1 from reward_ledger v where v.voids_entry_id = ${rewardLedger.id})`,
      ),
    );
  if (!entry) return null;
  return { referralId: referral.id, entry, card: await lockCard(tx, referral.inviterId) };
}

/**
 * Can the bonus still come off the inviter's card? Not when it belongs to a card already
 * closed, when the card no longer holds its punches, or when a reward handed over on this
 * card would no longer be reached without it: the bonus was spent.
 */
export function bonusStillOnCard({ entry, card }: Pick<ReturnBonus, "entry" | "card">): boolean {
  if (entry.cycle !== card.cycle) return false;
  const left = card.punches + card.waiting - entry.punchDelta;
  if (left < 0) return false;
  const onCard = Math.min(card.size, left);
  return card.rewards.every((reward, i) => !isHandedOver(card, i) || reward.at <= onCard);
}

/**
 * After the friend's punch is voided: the inviter's bonus goes with it (`reverse`, a void entry
 * naming the invitation; the invitation `voided`), or, when the inviter already spent it, the
 * invitation waits in the review queue (`held`, `return_voided`).
 */
export async function voidReturnBonus(
  tx: Tx,
  bonus: ReturnBonus,
  reverse: (bonus: ReturnBonus) => Promise<unknown>,
): Promise<void> {
  if (bonusStillOnCard(bonus)) {
    await reverse(bonus);
    await tx.update(referrals).set({ status: "voided" }).where(eq(referrals.id, bonus.referralId));
    return;
  }
  await tx
    .update(referrals)
    .set({ status: "held", holdReason: "return_voided" })
    .where(eq(referrals.id, bonus.referralId));
}

/** Holds the friend's return itself decided on; a hold from the join stays with the invitation. */
const RETURN_HOLDS = ["monthly_max", "blocked"] as const;

/**
 * The friend's punch `entryId` was their return, but nothing was paid for it (the invitation
 * waits for the owner, or no bonus was due): voided, it was no return, so the invitation waits
 * for a real one again (`joined`). Left as it was, the owner's approval would pay on a punch
 * that no longer stands. Locked as every settlement locks it (the inviter's card, then the row).
 */
export async function unsettleReturn(tx: Tx, entryId: number): Promise<void> {
  const [row] = await tx
    .select({ id: referrals.id, status: referrals.status })
    .from(referrals)
    .where(
      and(eq(referrals.cameBackEntryId, entryId), inArray(referrals.status, ["held", "came_back"])),
    );
  if (!row) return;
  const referral = await lockReferral(tx, row.id, row.status);
  if (!referral) return;
  const fromReturn = (RETURN_HOLDS as readonly string[]).includes(referral.holdReason ?? "");
  await tx
    .update(referrals)
    .set({
      status: "joined",
      cameBackAt: null,
      cameBackEntryId: null,
      ...(fromReturn && { holdReason: null }),
    })
    .where(eq(referrals.id, referral.id));
}
