import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { punchCards, rewardLedger, users } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";
import { afterReward } from "@/lib/messages/events";
import { applyXp, type LevelChange } from "./grant";
import { lockCard } from "./locks";
import { CARD_NOT_COMPLETE, CUSTOMER_NOT_FOUND as NOT_A_CUSTOMER } from "./messages";
import { PUNCHES_PER_CARD } from "./rules";

/** Only a customer has a card and XP: an admin or an unknown id is not found (the route checked its shape). */
async function findCustomer(tx: Tx, userId: string) {
  const [customer] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, "user")));
  if (!customer) throw customerGone();
}

/** An admin acting on a customer deleted meanwhile is told so (404), not asked to sign in. */
const customerGone = () => new ApiError("not_found", NOT_A_CUSTOMER);

/**
 * After the free product is handed over, staff or an admin empties the card for a new one.
 * Staff hand over only a complete card; an admin may also clear one by hand.
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
    if (actor.role !== "admin" && card.punches < PUNCHES_PER_CARD) {
      throw new ApiError("conflict", CARD_NOT_COMPLETE);
    }
    // The reset closes the card's cycle (its entry belongs to it) and starts the next one.
    // clock_timestamp(): the moment of the reset itself, after the lock, as its ledger
    // entry's created_at (the column's default) is too.
    const now = sql`clock_timestamp()`;
    await tx
      .update(punchCards)
      .set({ punches: 0, isComplete: false, cycle: card.cycle + 1, resetAt: now, updatedAt: now })
      .where(eq(punchCards.userId, userId));
    await tx.insert(rewardLedger).values({
      userId,
      reason: "card_reset",
      punchDelta: -card.punches,
      cycle: card.cycle,
      actorId: actor.id,
    });
    return { punches: 0, isComplete: false };
  });
}

/** A punch given by hand (a lost token, a goodwill gesture); recorded with the admin's id and reason. */
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
    if (card.punches >= PUNCHES_PER_CARD) {
      throw new ApiError("conflict", "This card is already complete. Reset it first.");
    }
    const punches = card.punches + 1;
    await tx
      .update(punchCards)
      .set({
        punches: sql`${punchCards.punches} + 1`,
        isComplete: punches >= PUNCHES_PER_CARD,
        updatedAt: new Date(),
      })
      .where(eq(punchCards.userId, userId));
    await tx.insert(rewardLedger).values({
      userId,
      reason: "admin_punch",
      punchDelta: 1,
      cycle: card.cycle,
      actorId: adminId,
      note: note ?? null,
    });
    return { punches, isComplete: punches >= PUNCHES_PER_CARD, cycle: card.cycle };
  });
  await afterReward(userId, added, `punch:${userId}:${added.cycle}`);
  return { punches: added.punches, isComplete: added.isComplete };
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
