import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { db, type Tx } from "@/lib/db/client";
import { isForeignKeyViolation } from "@/lib/db/errors";
import { ApiError } from "@/lib/http/errors";
import { refuseEarning, type EarnRules } from "./earn-rules";
import { lockedUserRow, type LockedXp } from "./locks";
import { earnSql, flagSql, rulesCte } from "./reward-sql";

// The earn rules inside the reward transactions, fused into the statement that locks the
// user row, so a redemption costs no extra round trip whether the rules are on or off.
//
// Why counting first and refusing after is exact: the earn_days upsert takes that row's lock
// and adds to its newest committed count, so of 20 parallel attempts by one customer each
// sees the ones before it; an attempt past a limit throws, and its whole transaction (the
// token or code spent, the punch, the count) rolls back. The settings are read in the same
// statement, inside the transaction: a change applies to the next attempt, on every server.
// The statements themselves are in reward-sql.ts, which the bench's floor sends too.

type Row = LockedXp & {
  at: string;
  blockedAt: Date | string | null;
  day: string;
  dayPunches: number;
  dayCodes: number;
  timeZone: string;
  punchCooldownMinutes: number | null;
  maxPunchesPerDay: number | null;
  maxCodesPerDay: number | null;
  awaitsReturn: boolean;
};

/**
 * Locks the user row for an earned punch or code, runs `writes` (CTEs on rows the caller
 * already locked), counts the earning on the shop's day (and flags the customer past the
 * review threshold), then applies the rules: a refusal throws, which rolls the whole
 * transaction back. Lock order: token or code, card, the day's count (the CTE runs before
 * the row locking of the select), then the user row.
 */
export async function earn(
  tx: Tx,
  {
    userId,
    kind,
    count = 1,
    now,
    lastPunchAt = null,
    writes,
  }: {
    userId: string;
    kind: "punch" | "code";
    /** Punches the token carries: the daily maximum and review threshold count punches. */
    count?: number;
    now: Date;
    lastPunchAt?: Date | null;
    writes: SQL;
  },
): Promise<LockedXp & { awaitsReturn: boolean }> {
  const { rows } = await tx.execute<Row>(earnSql({ userId, kind, count, now, writes }));
  const row = lockedUserRow(rows);
  const earnRules: EarnRules = row;
  const refusal = refuseEarning(
    kind,
    earnRules,
    {
      blocked: row.blockedAt !== null,
      lastPunchAt,
      dayPunches: row.dayPunches,
      dayCodes: row.dayCodes,
    },
    now,
  );
  if (refusal?.code === "forbidden") throw new ApiError("forbidden", refusal.message);
  if (refusal) throw ApiError.retryLater(refusal.message, refusal.retryAfter);
  // The customer joined through an invitation that waits for their return (lib/events/types.ts).
  return { xp: row.xp, level: row.level, at: row.at, awaitsReturn: row.awaitsReturn };
}

/**
 * Counts a wrong, used or expired token or code on the customer's shop day, after its
 * refused transaction, and flags the customer once the day's failures pass the owner's
 * threshold. Rule refusals are not failures: the token or code itself was good.
 */
export async function countFailure(userId: string, now = new Date()): Promise<void> {
  try {
    await countFailureIn(userId, now);
  } catch (error) {
    // The account was deleted meanwhile: there is no one left to count against.
    if (!isForeignKeyViolation(error)) throw error;
  }
}

async function countFailureIn(userId: string, now: Date): Promise<void> {
  await db.execute(sql`
    with ${rulesCte}, counted as (
      insert into earn_days (user_id, day, failures)
      select ${userId}, day, 1 from rules
      on conflict (user_id, day) do update set failures = earn_days.failures + 1
      returning day, failures
    )
    ${flagSql(userId, "failures", now)}`);
}
