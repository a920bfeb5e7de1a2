import "server-only";
import { eq, sql } from "drizzle-orm";
import { transaction } from "@/lib/db/transaction";
import { punchCards, rewardLedger } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";
import { announce } from "@/lib/events/announce";
import {
  addPunches,
  cardView,
  punchesLost,
  rewardsWaiting,
  type CardState,
} from "@/lib/program/card";
import { customerGone, findCustomer } from "./customer";
import { changed, handedOverEvent, rewardEvents } from "./events";
import { applyXp, type LevelChange } from "./grant";
import { closeCard, writeHandOvers } from "./hand-over";
import { lockCard } from "./locks";
import { CARD_NOT_COMPLETE } from "./messages";
import { confirmPunchesLost, punchesLostNote } from "./staff-messages";

/**
 * SPEC's Reset Punchcard. Every reward waiting on the card is handed over (a ledger entry
 * each); the card closes, and the next one opens with the punches that waited (closeCard),
 * only when its last reward is among them. So staff at a card of 8 with a cookie at 4 hand
 * the cookie over at 4 and the card stays, its 4 punches counting on towards the coffee.
 * An admin may also clear an unfinished card: its punches are lost, so the admin must have
 * been told how many (`confirmLoss`, the count the screen showed), else 409 with the count;
 * the reset's entry names them.
 */
export async function resetCard({
  userId,
  actor,
  confirmLoss,
}: {
  userId: string;
  actor: { id: string; role: string };
  confirmLoss?: number;
}) {
  return transaction(async (tx) => {
    await findCustomer(tx, userId);
    const card = await lockCard(tx, userId, customerGone);
    const waiting = rewardsWaiting(card);
    const closes = waiting.some((w) => w.index === card.rewards.length - 1);
    const clearing = actor.role === "admin" && !closes;
    if (!clearing && waiting.length === 0) throw new ApiError("conflict", CARD_NOT_COMPLETE);
    const lost = clearing ? punchesLost(card) : 0;
    if (lost > 0 && confirmLoss !== lost) {
      const message = confirmPunchesLost(lost);
      const issue = {
        code: "custom",
        path: ["confirmLoss"],
        message,
        params: { punchesLost: lost },
      };
      throw new ApiError("conflict", message, [issue]);
    }
    const indexes = waiting.map((w) => w.index);
    await writeHandOvers(tx, { userId, card, indexes, actorId: actor.id });
    const handed = { ...card, handed: indexes.reduce((bits, i) => bits | (1 << i), card.handed) };
    const handedOver = waiting.map((w) => w.reward.name);
    if (!closes && !clearing) {
      // Only early rewards: the card stays, its punches counting on towards the rest.
      await tx
        .update(punchCards)
        .set({ handed: handed.handed, updatedAt: sql`clock_timestamp()` })
        .where(eq(punchCards.userId, userId));
      await announce(tx, changed(userId, "reset"), handedOverEvent(userId, false));
      return { ...outcome(handed), handedOver, closed: false, punchesLost: 0 };
    }
    const note = lost > 0 ? punchesLostNote(lost) : undefined;
    const next = await closeCard(tx, { userId, card: handed, actorId: actor.id, note });
    await announce(
      tx,
      changed(userId, "reset"),
      ...(indexes.length > 0 ? [handedOverEvent(userId, true)] : []),
    );
    return { ...outcome(next), handedOver, closed: true, punchesLost: lost };
  });
}

const outcome = (card: CardState) => ({
  punches: card.punches,
  isComplete: card.punches >= card.size,
  card: cardView(card),
});

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
    const rewardsReached = rewardsWaiting(punched)
      .filter((w) => !before.has(w.index))
      .map((w) => w.reward.name);
    await announce(
      tx,
      changed(userId, "adjust"),
      ...rewardEvents(
        userId,
        { ...after, rewardsReached },
        `punch:${userId}:${card.cycle}:${after.punches}`,
      ),
    );
    return { ...after, card: cardView(punched) };
  });
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
    const applied = await applyXp(
      tx,
      userId,
      amount,
      { reason: "admin_xp", actorId: adminId, note },
      customerGone,
    );
    await announce(tx, changed(userId, "adjust"), ...rewardEvents(userId, applied, `xp:${userId}`));
    return applied;
  });
  return change;
}
