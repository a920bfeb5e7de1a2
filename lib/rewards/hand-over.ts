import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { announce } from "@/lib/events/announce";
import { punchCards, rewardLedger } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";
import {
  allHandedOver,
  cardView,
  isHandedOver,
  openCard,
  type CardState,
  type CardView,
} from "@/lib/program/card";
import { readProgram } from "@/lib/program/read";
import { findCustomer, customerGone } from "./customer";
import { changed, handedOverEvent } from "./events";
import { lockCard, type LockedCard } from "./locks";
import { REWARD_ALREADY_HANDED_OVER, REWARD_NOT_REACHED } from "./messages";

export type HandedOver = { card: CardView; closed: boolean };

/**
 * Staff or an admin hands over one reward of the customer's card, in one transaction under
 * the card's row lock: of two staff handing over the same reward at once, the second reads it
 * handed over and is refused. The reward is a ledger entry; the card's last reward handed
 * over closes the card and opens the next one (closeCard).
 */
export async function handOver({
  userId,
  index,
  actorId,
}: {
  userId: string;
  index: number;
  actorId: string;
}): Promise<HandedOver> {
  return transaction(async (tx) => {
    await findCustomer(tx, userId);
    const card = await lockCard(tx, userId, customerGone);
    const reward = card.rewards[index];
    if (!reward || card.punches < reward.at) throw new ApiError("conflict", REWARD_NOT_REACHED);
    if (isHandedOver(card, index)) throw new ApiError("conflict", REWARD_ALREADY_HANDED_OVER);
    await writeHandOvers(tx, { userId, card, indexes: [index], actorId });
    const handed = { ...card, handed: card.handed | (1 << index) };
    if (allHandedOver(handed)) {
      const next = await closeCard(tx, { userId, card: handed, actorId });
      await announce(tx, changed(userId, "hand-over"), handedOverEvent(userId, true));
      return { card: cardView(next), closed: true };
    }
    await tx
      .update(punchCards)
      .set({ handed: handed.handed, updatedAt: sql`clock_timestamp()` })
      .where(eq(punchCards.userId, userId));
    await announce(tx, changed(userId, "hand-over"), handedOverEvent(userId, false));
    return { card: cardView(handed), closed: false };
  });
}

/** A 'reward' ledger entry for each reward handed over, with its name and place as they are now. */
export async function writeHandOvers(
  tx: Tx,
  {
    userId,
    card,
    indexes,
    actorId,
  }: { userId: string; card: LockedCard; indexes: number[]; actorId: string },
): Promise<void> {
  if (indexes.length === 0) return;
  await tx.insert(rewardLedger).values(
    indexes.map((i) => ({
      userId,
      reason: "reward" as const,
      punchDelta: 0,
      cycle: card.cycle,
      actorId,
      rewardName: card.rewards[i]!.name,
      rewardAt: card.rewards[i]!.at,
    })),
  );
}

/**
 * Closes the card (every reward handed over, or an admin's reset) and opens the next one on
 * the program as it is now, read in this transaction, with the punches that waited. The
 * ledger keeps each cycle's punches summing to the card: a 'card_reset' entry takes the old
 * card's punches and waiting ones out of its cycle, and a 'carry' entry brings the waiting
 * ones into the new cycle.
 */
export async function closeCard(
  tx: Tx,
  {
    userId,
    card,
    actorId,
    note,
  }: {
    userId: string;
    card: LockedCard;
    actorId: string;
    /** What the reset's entry says (the punches an admin's clearing lost). */
    note?: string;
  },
): Promise<CardState> {
  const program = await readProgram(tx);
  const next = openCard(program, card.waiting);
  // clock_timestamp(): the moment of the reset itself, after the lock, as its ledger
  // entries' created_at (the column's default) are too.
  const now = sql`clock_timestamp()`;
  await tx
    .update(punchCards)
    .set({
      size: next.size,
      rewards: [...next.rewards],
      punches: next.punches,
      waiting: next.waiting,
      handed: 0,
      isComplete: next.punches >= next.size,
      cycle: card.cycle + 1,
      resetAt: now,
      updatedAt: now,
    })
    .where(eq(punchCards.userId, userId));
  // The reset entry keeps the closed card's size as its place (reward_at: the end of the card,
  // its last reward's place), so the ledger alone says whether the card was full.
  await tx.insert(rewardLedger).values({
    userId,
    reason: "card_reset",
    punchDelta: -(card.punches + card.waiting),
    cycle: card.cycle,
    actorId,
    rewardAt: card.size,
    note: note ?? null,
  });
  if (card.waiting > 0) {
    await tx.insert(rewardLedger).values({
      userId,
      reason: "carry",
      punchDelta: card.waiting,
      cycle: card.cycle + 1,
      actorId,
    });
  }
  return next;
}
