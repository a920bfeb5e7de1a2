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
 * The statement that locks a user row and reads its XP and level. `joined` adds columns and
 * the rows they come from: earn() reads the day's counts and the rules in the same statement,
 * to save a round trip on the hot paths.
 */
export function userLockSql(userId: string, joined?: { columns: SQL; from: SQL }): SQL {
  return sql`select u.xp, u.level${joined ? sql`, ${joined.columns}` : sql``}
    from users u${joined ? sql` ${joined.from}` : sql``}
    where u.id = ${userId}
    for update of u`;
}

/** The row userLockSql read: the user of a reward transaction cannot be missing. */
export function lockedUserRow<T>(rows: T[], userId: string): T {
  const row = rows[0];
  if (!row) throw new Error(`user ${userId} vanished inside a reward transaction`);
  return row;
}

/** Locks the user row for an XP change and reads its XP and level. */
export async function lockUser(tx: Tx, userId: string): Promise<LockedXp> {
  const { rows } = await tx.execute<LockedXp>(userLockSql(userId));
  return lockedUserRow(rows, userId);
}
