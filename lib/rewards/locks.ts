import "server-only";
import { eq, sql, type SQL } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { punchCards } from "@/lib/db/schema";

// The two row locks every reward transaction takes here. Lock order everywhere: token or
// code, then card, then user (with the customer's earn_days row, in the same statement), and
// last the session's slot of the hour in activity_hours, taken by the triggers on
// reward_ledger and punch_tokens as the entry or a level-up token is written
// (drizzle/0007_activity_rollup.sql). Other redemptions may need that row, so nothing is
// locked after it.

/**
 * A card read under its row lock: the punches, the cycle its ledger entries belong to, and
 * the last punch earned (the owner's cooldown).
 */
export type LockedCard = { punches: number; cycle: number; lastPunchAt: Date | null };

/** A user row's XP and level, read under its row lock. */
export type LockedXp = { xp: number; level: number };

/** Locks a customer's card, creating it first in the rare case it is missing. */
export async function lockCard(tx: Tx, userId: string): Promise<LockedCard> {
  const lock = () =>
    tx
      .select({
        punches: punchCards.punches,
        cycle: punchCards.cycle,
        lastPunchAt: punchCards.lastPunchAt,
      })
      .from(punchCards)
      .where(eq(punchCards.userId, userId))
      .for("update");
  const [card] = await lock();
  if (card) return card;
  await tx.insert(punchCards).values({ userId }).onConflictDoNothing();
  const [created] = await lock();
  if (!created) throw new Error("punch card missing after insert");
  return created;
}

/**
 * Locks the user row for an XP change and reads its XP and level. `writes` are common table
 * expressions (`name as (update …)`) on rows the caller has already locked, sent in the same
 * statement to save a round trip on the hot paths.
 */
export async function lockUser(tx: Tx, userId: string, writes?: SQL): Promise<LockedXp> {
  const { rows } = await tx.execute<LockedXp>(
    sql`${writes ? sql`with ${writes} ` : sql``}select xp, level from users where id = ${userId} for update`,
  );
  const user = rows[0];
  if (!user) throw new Error(`user ${userId} vanished inside a reward transaction`);
  return user;
}
