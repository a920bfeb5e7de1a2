import "server-only";
import { eq } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { punchCards, rewardLedger } from "@/lib/db/schema";
import { addPunches, cardView, rewardsWaiting, type CardView } from "@/lib/program/card";
import { lockCard } from "@/lib/rewards/locks";

export type BonusGiven = { card: CardView; isComplete: boolean; rewardsReached: string[] };

/**
 * An invitation's bonus punches on a customer's card, under the card's lock: a ledger entry
 * naming the invitation (reward_ledger_referral_key pays each side once). Like the welcome
 * bonus and an owner's punch by hand, a gift and not a visit: no XP, not counted by the earn
 * rules, not a punch in the activity roll-up, and the card's last punch stays as it was.
 */
export async function giveBonusPunches(
  tx: Tx,
  {
    userId,
    referralId,
    reason,
    punches,
  }: {
    userId: string;
    referralId: string;
    reason: "referral_friend" | "referral_inviter";
    punches: number;
  },
): Promise<BonusGiven> {
  const card = await lockCard(tx, userId);
  const after = addPunches(card, punches);
  await tx
    .update(punchCards)
    .set({ ...after, updatedAt: new Date() })
    .where(eq(punchCards.userId, userId));
  await tx
    .insert(rewardLedger)
    .values({ userId, reason, punchDelta: punches, cycle: card.cycle, referralId });
  const punched = { ...card, ...after };
  const before = new Set(rewardsWaiting(card).map((w) => w.index));
  return {
    card: cardView(punched),
    isComplete: after.isComplete,
    rewardsReached: rewardsWaiting(punched)
      .filter((w) => !before.has(w.index))
      .map((w) => w.reward.name),
  };
}
