// The statements of a redemption and a verification that are written as SQL (the token, code
// and card reads are Drizzle's query builder): the earn-rules statement that counts the day
// and locks the user row, and the one that moves XP and level, writes the ledger entry, issues
// level-up tokens and notifies the counter display. The reward transactions build them here,
// and so does the bench's floor (scripts/bench/floor.mjs), which sends them straight over
// `pg`: the floor runs the app's own statements, not a copy that may fall out of step. Node
// loads this file as it is: imports of values name their .ts file, types are `import type`.
import { sql, type SQL } from "drizzle-orm";
import { maskUsername } from "./mask.ts";

/**
 * The shop's day and its rules, from the one settings row (rules off if it is missing). `at`
 * is the moment of counting, read once, after the locks taken before it (the token or code
 * and the card): the ledger entry is written at that moment (writeXpSql), so it is never older
 * than a card reset it waited for, and db:check finds it on the day it was counted even a
 * moment before midnight.
 */
export const rulesCte = sql`rules as (
  select t.at, (t.at at time zone coalesce(s.time_zone, 'UTC'))::date as day,
    coalesce(s.time_zone, 'UTC') as time_zone, s.punch_cooldown_minutes, s.max_punches_per_day,
    s.max_codes_per_day, s.review_punches_per_day, s.review_failures_per_day
  from (select clock_timestamp() as at) t left join shop_settings s on true
)`;

/** Opens (or, past its threshold again, reopens) a review flag for `counted.<rule>`. */
export const flagSql = (userId: string, rule: "punches" | "failures", now: Date): SQL => sql`
  insert into review_flags (user_id, day, rule, count, threshold, first_at, last_at)
  select ${userId}, c.day, ${rule}, c.${sql.raw(rule)}, r.review_${sql.raw(rule)}_per_day, ${now}, ${now}
  from counted c cross join rules r
  where c.${sql.raw(rule)} > r.review_${sql.raw(rule)}_per_day
  on conflict (user_id, day, rule) do update set count = excluded.count,
    threshold = excluded.threshold, last_at = excluded.last_at,
    dismissed_at = null, dismissed_by = null`;

/**
 * The statement that locks a user row and reads its XP and level. `joined` adds columns and
 * the rows they come from: earnSql reads the day's counts and the rules in the same statement,
 * to save a round trip on the hot paths.
 */
export function userLockSql(userId: string, joined?: { columns: SQL; from: SQL }): SQL {
  return sql`select u.xp, u.level${joined ? sql`, ${joined.columns}` : sql``}
    from users u${joined ? sql` ${joined.from}` : sql``}
    where u.id = ${userId}
    for update of u`;
}

/**
 * `writes` (CTEs on rows the caller already locked), then the earning counted on the shop's
 * day (and the customer flagged past the review threshold), then the user row locked and read
 * with the day's counts and the rules, in one statement. Lock order: token or code, card, the
 * day's count (the CTE runs before the row locking of the select), then the user row.
 */
export function earnSql({
  userId,
  kind,
  count = 1,
  now,
  writes,
}: {
  userId: string;
  kind: "punch" | "code";
  /** Punches the token carries: the daily maximum and the review threshold count punches. */
  count?: number;
  now: Date;
  writes: SQL;
}): SQL {
  const punches = kind === "punch" ? count : 0;
  const codes = kind === "code" ? 1 : 0;
  return sql`
    with ${writes}, ${rulesCte}, counted as (
      insert into earn_days (user_id, day, punches, codes)
      select ${userId}, day, ${punches}::int, ${codes}::int from rules
      on conflict (user_id, day) do update set punches = earn_days.punches + excluded.punches,
        codes = earn_days.codes + excluded.codes
      returning day, punches, codes
    ), flagged as (${kind === "punch" ? flagSql(userId, "punches", now) : sql`select 1`})
    ${userLockSql(userId, {
      columns: sql`u.earning_blocked_at as "blockedAt", r.at::text as at, c.day::text as day,
        c.punches as "dayPunches", c.codes as "dayCodes", r.time_zone as "timeZone",
        r.punch_cooldown_minutes as "punchCooldownMinutes",
        r.max_punches_per_day as "maxPunchesPerDay", r.max_codes_per_day as "maxCodesPerDay",
        exists (select 1 from referrals x where x.friend_id = u.id and x.status = 'joined')
          as "awaitsReturn"`,
      from: sql`cross join counted c cross join rules r`,
    })}`;
}

/**
 * A redemption's writes under the token's and the card's locks: the token spent, the card
 * punched. `card`: the card after the token's punches (lib/program/card.ts addPunches), worked
 * out from the row read under its lock: those past the card's end wait for the next card.
 */
export const redeemWritesSql = ({
  tokenId,
  user,
  now,
  card,
}: {
  tokenId: string;
  user: { id: string; username: string };
  now: Date;
  card: { punches: number; waiting: number; isComplete: boolean };
}): SQL => sql`spent as (
      update punch_tokens set used_at = ${now}, used_by = ${user.id}, used_by_name = ${user.username}
      where id = ${tokenId}
    ), punched as (
      update punch_cards set punches = ${card.punches}, waiting = ${card.waiting}, is_complete = ${card.isComplete}, last_punch_at = ${now}, updated_at = ${now}
      where user_id = ${user.id}
    )`;

/** A verification's write under the code's lock: the code spent. */
export const verifyWritesSql = ({
  codeId,
  user,
  now,
}: {
  codeId: string;
  user: { id: string; username: string };
  now: Date;
}): SQL => sql`spent as (
        update verification_codes set is_used = true, used_at = ${now}, used_by = ${user.id},
          used_by_name = ${user.username}
        where id = ${codeId}
      )`;

/** A ledger entry's own columns (the user, the XP moved and the time come from writeXpSql). */
export type LedgerEntry = {
  reason: string;
  punchDelta?: number | null;
  cycle?: number | null;
  tokenId?: string | null;
  codeId?: string | null;
  actorId?: string | null;
  voidsEntryId?: number | null;
  note?: string | null;
  /** The invitation an entry is for (a void of an inviter's bonus names it too). */
  referralId?: string | null;
};

/**
 * XP and level moved, the ledger entry that explains it and the level-up tokens issued, in one
 * statement. `at`: when the earning was counted (earnSql), or the column's default. `notice`,
 * a select over the new ledger row (`entry`), closes the statement: the counter display's
 * notification (counterNoticeSql).
 */
export function writeXpSql({
  userId,
  xp,
  level,
  xpDelta,
  at,
  entry,
  tokensIssued,
  notice,
}: {
  userId: string;
  xp: number;
  level: number;
  xpDelta: number;
  at: string | undefined;
  entry: LedgerEntry;
  tokensIssued: string[];
  notice?: SQL;
}): SQL {
  return sql`
    with moved as (
      update users set xp = ${xp}, level = ${level}, updated_at = ${new Date()} where id = ${userId}
    ), entry as (
      insert into reward_ledger (user_id, reason, punch_delta, cycle, xp_delta, token_id, code_id, actor_id, voids_entry_id, note, referral_id, created_at)
      values (${userId}, ${entry.reason}, ${entry.punchDelta ?? 0}, ${entry.cycle ?? 0}, ${xpDelta},
              ${entry.tokenId ?? null}, ${entry.codeId ?? null}, ${entry.actorId ?? null},
              ${entry.voidsEntryId ?? null}, ${entry.note ?? null}, ${entry.referralId ?? null},
              ${at === undefined ? sql`default` : sql`${at}::timestamptz`})
      returning id, token_id, user_id, created_at
    ), issued as (
      insert into punch_tokens (id, kind, owner_id)
      select id, 'level_up', ${userId} from unnest(${sql.param(tokensIssued)}::text[]) as issued(id)
    )
    ${notice ?? sql`select 1`}`;
}

export const COUNTER_CHANNEL = "counter";

/**
 * Tells every app server's counter displays that a shop token was redeemed: the closing
 * select of the redemption's ledger write (writeXpSql), reading the `entry` it has just
 * inserted, so it costs no round trip of its own. PostgreSQL delivers the notification only
 * if the transaction commits, and the entry's id becomes the event's id.
 */
export function counterNoticeSql(r: {
  username: string;
  /** The card's punches after the token, out of `size`. */
  punches: number;
  size: number;
  isComplete: boolean;
  /** Punches the token carried ("+3"). */
  added: number;
  /** Punches past the card's end, on the customer's next card. */
  waiting: number;
  /** The names of the card's rewards reached and not handed over yet, in card order. */
  rewardsWaiting: string[];
  /** The customer joined at the counter with this very token. */
  isNew: boolean;
}): SQL {
  return sql`
    select pg_notify(${COUNTER_CHANNEL}, json_build_object(
      'id', id, 'tokenId', token_id, 'userId', user_id, 'maskedName', ${maskUsername(r.username)}::text,
      'punches', ${r.punches}::int, 'size', ${r.size}::int, 'isComplete', ${r.isComplete}::boolean,
      'added', ${r.added}::int, 'waiting', ${r.waiting}::int,
      'rewardsWaiting', ${JSON.stringify(r.rewardsWaiting)}::jsonb, 'isNew', ${r.isNew}::boolean,
      'at', created_at)::text)
    from entry`;
}
