import "server-only";
import { eq } from "drizzle-orm";
import { transaction } from "@/lib/db/transaction";
import { punchCards, rewardLedger } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";
import { afterReward } from "@/lib/messages/events";
import { addPunches, cardView, rewardsWaiting } from "@/lib/program/card";
import { customerGone, findCustomer } from "./customer";
import { applyXp, type LevelChange } from "./grant";
import { closeCard, writeHandOvers } from "./hand-over";
import { lockCard } from "./locks";
import { CARD_NOT_COMPLETE } from "./messages";

/**
 * SPEC's Reset Punchcard: every reward waiting on the card is handed over (a ledger entry
 * each) and the next card opens with the punches that waited (closeCard). Staff reset only a
 * card with a reward waiting; an admin may also drop an unfinished card by hand, as before.
 */
export async function resetCard({
  userId,
  actor,
}: {
  userId: string;
  actor: { id: string; role: string };
}) {
  return transaction(async (tx) => {
    await findCustomer(tx, userId);
    const card = await lockCard(tx, userId, customerGone);
    const waiting = rewardsWaiting(card);
    if (actor.role !== "admin" && waiting.length === 0) {
      throw new ApiError("conflict", CARD_NOT_COMPLETE);
    }
    const indexes = waiting.map((w) => w.index);
    await writeHandOvers(tx, { userId, card, indexes, actorId: actor.id });
    const next = await closeCard(tx, { userId, card, actorId: actor.id });
    return {
      punches: next.punches,
      isComplete: next.punches >= next.size,
      card: cardView(next),
      handedOver: waiting.map((w) => w.reward.name),
    };
  });
}

/**
 * A punch given by hand (a lost token, a goodwill gesture); recorded with the admin's id and
 * reason. A full card takes it too: it waits for the next card.
 */
export async function addPunch({
  userId,
  adminId,
  note,
}: {
  userId: string;
  adminId: string;
  note?: string;
}) {
  const added = await transaction(async (tx) => {
    await findCustomer(tx, userId);
    const card = await lockCard(tx, userId, customerGone);
    const after = addPunches(card, 1);
    await tx
      .update(punchCards)
      .set({ ...after, updatedAt: new Date() })
      .where(eq(punchCards.userId, userId));
    await tx.insert(rewardLedger).values({
      userId,
      reason: "admin_punch",
      punchDelta: 1,
      cycle: card.cycle,
      actorId: adminId,
      note: note ?? null,
    });
    const punched = { ...card, ...after };
    const before = new Set(rewardsWaiting(card).map((w) => w.index));
    return {
      ...after,
      card: cardView(punched),
      rewardsReached: rewardsWaiting(punched)
        .filter((w) => !before.has(w.index))
        .map((w) => w.reward.name),
      cycle: card.cycle,
    };
  });
  await afterReward(userId, added, `punch:${userId}:${added.cycle}:${added.card.punches}`);
  return { punches: added.punches, isComplete: added.isComplete, card: added.card };
}

/** XP given or taken by hand, with the admin's reason; level-up tokens follow the same rule as earned XP. */
export async function adjustXp({
  userId,
  amount,
  adminId,
  note,
}: {
  userId: string;
  amount: number;
  adminId: string;
  note?: string;
}): Promise<LevelChange> {
  const change = await transaction(async (tx) => {
    await findCustomer(tx, userId);
    return applyXp(
      tx,
      userId,
      amount,
      { reason: "admin_xp", actorId: adminId, note },
      customerGone,
    );
  });
  await afterReward(userId, change, `xp:${userId}`);
  return change;
}
