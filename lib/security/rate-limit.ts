import "server-only";
import { sql } from "drizzle-orm";
import { db, type Tx } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { ApiError } from "@/lib/http/errors";
import { m } from "../i18n/text.ts";
import { holdLimitSql } from "./limit-sql";

export type Limit = { limit: number; windowSeconds: number };

/**
 * A fixed-window limit, checked and counted inside the caller's transaction. Limits live in
 * the database, so they hold across every app server.
 *
 * `holdLimit` takes the key's row lock (ON CONFLICT locks the row even when its WHERE leaves
 * it unchanged) and answers the seconds the key is still over its limit, or 0. Parallel
 * attempts on one key take turns until commit, and each sees the count the one before left,
 * so no more than `limit` failures get through however many arrive at once. A key seen for
 * the first time gets a row with nothing counted.
 */
export async function holdLimit(tx: Tx, key: string, { limit }: Limit): Promise<number> {
  const result = await tx.execute<{ wait: number }>(holdLimitSql(key, limit));
  return Number(result.rows[0]?.wait ?? 0);
}

/** Counts a failure on a key `holdLimit` holds; a new window starts when the last one ended. */
export async function countHit(tx: Tx, key: string, { windowSeconds }: Limit): Promise<void> {
  await tx.execute(sql`
    update rate_limits set
      count = case when reset_at <= now() then 1 else count + 1 end,
      reset_at = case when reset_at <= now()
        then now() + make_interval(secs => ${windowSeconds}::int) else reset_at end
    where key = ${key}`);
}

export async function clear(key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}

/** The 429 for a key that is over its limit for `wait` more seconds. */
export function limited(message: string, wait: number): ApiError {
  const minutes = Math.max(1, Math.ceil(wait / 60));
  return new ApiError("rate_limited", m("errors.http.waitMinutes", { message, minutes }));
}

/**
 * Sign-in throttling that slows down instead of locking out: `limit` attempts within
 * `windowSeconds`, then one attempt after `firstDelaySeconds`, the next after twice that,
 * up to `maxDelaySeconds`. A key is forgotten after a quiet window.
 */
export type Slowdown = {
  limit: number;
  windowSeconds: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
};
export type Slot = { key: string; rule: Slowdown };

class Refused extends Error {
  constructor(readonly wait: number) {
    super("refused");
  }
}

// Check and count in one statement: the row lock makes concurrent attempts on one key take
// turns, and each sees the count the previous one left, so no more than `limit` get through.
function takeOne({ key, rule }: Slot) {
  const window = sql`make_interval(secs => ${rule.windowSeconds}::int)`;
  const fresh = sql`((r.count < ${rule.limit}::int and r.reset_at <= now()) or r.reset_at + ${window} <= now())`;
  const delay = sql`least(${rule.maxDelaySeconds}::float8, ${rule.firstDelaySeconds}::float8 * power(2, r.count + 1 - ${rule.limit}::int))`;
  return sql`
    insert into rate_limits as r (key, count, reset_at)
    values (${key}, 1, now() + ${window})
    on conflict (key) do update set
      count = case when ${fresh} then 1 else r.count + 1 end,
      reset_at = case
        when ${fresh} then now() + ${window}
        when r.count + 1 >= ${rule.limit}::int then now() + make_interval(secs => ${delay})
        else r.reset_at end
    where r.count < ${rule.limit}::int or r.reset_at <= now()
    returning r.count`;
}

/**
 * No limit looks further back than this (sign-in's windows and longest wait, the wrong-code
 * window): a row whose window ended longer ago counts nothing and can go.
 */
export const LONGEST_WINDOW_SECONDS = 15 * 60;
// Rows swept per sign-in attempt: enough to keep up with any traffic, never a long statement.
const SWEEP_ROWS = 500;

/**
 * Deletes rows no limit reads any more (every customer who verifies a code leaves one).
 * SKIP LOCKED: a row in use by an attempt right now is left for the next sweep.
 */
export async function sweepExpired(): Promise<void> {
  await db.execute(sql`
    delete from rate_limits where key in (
      select key from rate_limits
      where reset_at < now() - make_interval(secs => ${LONGEST_WINDOW_SECONDS}::int)
      order by reset_at
      limit ${SWEEP_ROWS}
      for update skip locked)`);
}

/**
 * Takes one attempt on every key, or on none of them (one transaction; keys in a fixed order
 * so two attempts never wait on each other). Answers 0 when taken, else the seconds to wait.
 * Each attempt first sweeps rows that have expired, so the table stays the size of what is
 * being counted now.
 */
export async function takeAttempt(slots: Slot[]): Promise<number> {
  const ordered = [...slots].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  await sweepExpired();
  try {
    await transaction(async (tx) => {
      for (const slot of ordered) {
        const taken = await tx.execute(takeOne(slot));
        if (taken.rows.length > 0) continue;
        const left = await tx.execute<{ wait: number }>(sql`
          select ceil(extract(epoch from reset_at - now()))::int as wait
          from rate_limits where key = ${slot.key}`);
        throw new Refused(Math.max(1, Number(left.rows[0]?.wait ?? 1)));
      }
    });
    return 0;
  } catch (error) {
    if (error instanceof Refused) return error.wait;
    throw error;
  }
}

/** Gives back the attempt a successful sign-in took, so only failures add up. */
export async function giveBack(keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.execute(sql`
    update rate_limits set count = greatest(count - 1, 0)
    where key in (${sql.join(
      keys.map((k) => sql`${k}`),
      sql`, `,
    )})`);
}

/**
 * A refusal (a key) and the wait after it, as one key of the `errors` catalogue: route()
 * translates both ("Too many failed sign-in attempts. Please try again in 30 seconds.").
 */
export function waitMessage(message: string, seconds: number): string {
  if (seconds < 60) return m("errors.http.waitSeconds", { message, seconds });
  // A wait until the shop's next day reads in hours, not in hundreds of minutes.
  if (seconds < 90 * 60) {
    return m("errors.http.waitMinutes", { message, minutes: Math.ceil(seconds / 60) });
  }
  return m("errors.http.waitHours", { message, hours: Math.ceil(seconds / 3600) });
}
