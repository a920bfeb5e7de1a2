import "server-only";
import { eq, sql } from "drizzle-orm";
import { SIGN_IN_TO_CONTINUE } from "@/lib/auth/messages";
import type { Tx } from "@/lib/db/client";
import { punchCards } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";
import { openCard, type CardState } from "@/lib/program/card";
import { readProgram } from "@/lib/program/read";
import { cardLockColumns } from "./lock-columns";
import { userLockSql } from "./reward-sql";

// The two row locks every reward transaction takes here. Lock order everywhere: token or
// code, then card, then user (with the customer's earn_days row, in the same statement), and
// last the session's slot of the hour in activity_hours, taken by the triggers on
// reward_ledger and punch_tokens as the entry or a level-up token is written
// (drizzle/0007_activity_rollup.sql). Other redemptions may need that row, so nothing is
// locked after it. At commit, the deferred triggers on users lock the kept counts:
// account_counts, then leaderboard_scores, then leaderboard_levels, each by key
// (drizzle/0009_user_counts_triggers.sql; lockUserCounts in lib/users/lock-counts.ts).
// Deleting a customer takes the same rows in the same order first (lockForDeletion).

/** The customer's session outlived their account: a deletion won the race. */
const accountGone = () => new ApiError("unauthorized", SIGN_IN_TO_CONTINUE);

/**
 * What to answer when the account went while a transaction waited for its lock. The
 * customer's own request hears "sign in" (their session ended with it); an admin acting on
 * the customer is still signed in, and hears that the customer or entry is gone (a 404).
 */
export type Gone = () => ApiError;

/**
 * A card read under its row lock: what it holds (its size and rewards, the punches, what was
 * handed over, the punches waiting for the next card), the cycle its ledger entries belong
 * to, and the last punch earned (the owner's cooldown).
 */
export type LockedCard = CardState & { cycle: number; lastPunchAt: Date | null };

/**
 * A user row's XP and level, read under its row lock. `at`: when an earned punch or code was
 * counted (earn-rules-sql.ts), the moment its ledger entry is written at; otherwise the entry
 * takes the column's default, clock_timestamp(), the moment of its own insert.
 */
export type LockedXp = { xp: number; level: number; at?: string };

/**
 * Locks a customer's card, creating it first in the rare case it is missing, on the shop's
 * program as it is now (read in the same statement). A card that is gone with its account (a
 * deletion committed while this waited for the lock) is `gone()`.
 */
export async function lockCard(
  tx: Tx,
  userId: string,
  gone: Gone = accountGone,
): Promise<LockedCard> {
  const lock = () =>
    tx.select(cardLockColumns).from(punchCards).where(eq(punchCards.userId, userId)).for("update");
  const [card] = await lock();
  if (card) return card;
  // Only for an account that still exists: a deleted customer's card stays deleted.
  const opened = openCard(await readProgram(tx));
  await tx.execute(sql`insert into punch_cards (user_id, size, rewards)
    select u.id, ${opened.size}, ${JSON.stringify(opened.rewards)}::jsonb
    from users u where u.id = ${userId} on conflict do nothing`);
  const [created] = await lock();
  if (!created) throw gone();
  return created;
}

/** The row userLockSql read; none when the account was deleted while this waited for it. */
export function lockedUserRow<T>(rows: T[], gone: Gone = accountGone): T {
  const row = rows[0];
  if (!row) throw gone();
  return row;
}

/** Locks the user row for an XP change and reads its XP and level. */
export async function lockUser(
  tx: Tx,
  userId: string,
  gone: Gone = accountGone,
): Promise<LockedXp> {
  const { rows } = await tx.execute<LockedXp>(userLockSql(userId));
  return lockedUserRow(rows, gone);
}

/**
 * Before a customer's account is deleted: locks what a reward transaction of theirs may hold,
 * in the reward transactions' own order (their level-up tokens, the card, the days' counts,
 * then the user row), so a deletion beside a redemption waits its turn instead of
 * deadlocking with it. Answers whether the account still exists.
 */
export async function lockForDeletion(tx: Tx, userId: string): Promise<boolean> {
  await tx.execute(
    sql`select 1 from punch_tokens where owner_id = ${userId} order by id for update`,
  );
  await tx.execute(sql`select 1 from punch_cards where user_id = ${userId} for update`);
  await tx.execute(sql`select 1 from earn_days where user_id = ${userId} order by day for update`);
  const { rows } = await tx.execute(sql`select 1 from users where id = ${userId} for update`);
  return rows.length > 0;
}
