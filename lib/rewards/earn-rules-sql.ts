import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { db, type Tx } from "@/lib/db/client";
import { isForeignKeyViolation } from "@/lib/db/errors";
import { ApiError } from "@/lib/http/errors";
import { refuseEarning, type EarnRules } from "./earn-rules";
import { lockedUserRow, userLockSql, type LockedXp } from "./locks";

// The earn rules inside the reward transactions, fused into the statement that locks the
// user row, so a redemption costs no extra round trip whether the rules are on or off.
//
// Why counting first and refusing after is exact: the earn_days upsert takes that row's lock
// and adds to its newest committed count, so of 20 parallel attempts by one customer each
// sees the ones before it; an attempt past a limit throws, and its whole transaction (the
// token or code spent, the punch, the count) rolls back. The settings are read in the same
// statement, inside the transaction: a change applies to the next attempt, on every server.

/**
 * The shop's day and its rules, from the one settings row (rules off if it is missing). `at`
 * is the moment of counting, read once, after the locks taken before it (the token or code
 * and the card): the ledger entry is written at that moment (writeXp), so it is never older
 * than a card reset it waited for, and db:check finds it on the day it was counted even a
 * moment before midnight.
 */
const rules = sql`rules as (
  select t.at, (t.at at time zone coalesce(s.time_zone, 'UTC'))::date as day,
    coalesce(s.time_zone, 'UTC') as time_zone, s.punch_cooldown_minutes, s.max_punches_per_day,
    s.max_codes_per_day, s.review_punches_per_day, s.review_failures_per_day
  from (select clock_timestamp() as at) t left join shop_settings s on true
)`;

/** Opens (or, past its threshold again, reopens) a review flag for `counted.<rule>`. */
const flag = (userId: string, rule: "punches" | "failures", now: Date) => sql`
  insert into review_flags (user_id, day, rule, count, threshold, first_at, last_at)
  select ${userId}, c.day, ${rule}, c.${sql.raw(rule)}, r.review_${sql.raw(rule)}_per_day, ${now}, ${now}
  from counted c cross join rules r
  where c.${sql.raw(rule)} > r.review_${sql.raw(rule)}_per_day
  on conflict (user_id, day, rule) do update set count = excluded.count,
    threshold = excluded.threshold, last_at = excluded.last_at,
    dismissed_at = null, dismissed_by = null`;

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
    now,
    lastPunchAt = null,
    writes,
  }: {
    userId: string;
    kind: "punch" | "code";
    now: Date;
    lastPunchAt?: Date | null;
    writes: SQL;
  },
): Promise<LockedXp> {
  const punches = kind === "punch" ? 1 : 0;
  const { rows } = await tx.execute<Row>(sql`
    with ${writes}, ${rules}, counted as (
      insert into earn_days (user_id, day, punches, codes)
      select ${userId}, day, ${punches}, ${1 - punches} from rules
      on conflict (user_id, day) do update set punches = earn_days.punches + excluded.punches,
        codes = earn_days.codes + excluded.codes
      returning day, punches, codes
    ), flagged as (${kind === "punch" ? flag(userId, "punches", now) : sql`select 1`})
    ${userLockSql(userId, {
      columns: sql`u.earning_blocked_at as "blockedAt", r.at::text as at, c.day::text as day,
        c.punches as "dayPunches", c.codes as "dayCodes", r.time_zone as "timeZone",
        r.punch_cooldown_minutes as "punchCooldownMinutes",
        r.max_punches_per_day as "maxPunchesPerDay", r.max_codes_per_day as "maxCodesPerDay"`,
      from: sql`cross join counted c cross join rules r`,
    })}`);
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
  return { xp: row.xp, level: row.level, at: row.at };
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
    with ${rules}, counted as (
      insert into earn_days (user_id, day, failures)
      select ${userId}, day, 1 from rules
      on conflict (user_id, day) do update set failures = earn_days.failures + 1
      returning day, failures
    )
    ${flag(userId, "failures", now)}`);
}
