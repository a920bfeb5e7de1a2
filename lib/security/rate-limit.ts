import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { ApiError } from "@/lib/http/errors";

export type Limit = { limit: number; windowSeconds: number };

/** Limits live in the database, so they hold across every app server. */
export async function hit(key: string, { windowSeconds }: Limit): Promise<number> {
  const result = await db.execute<{ count: number }>(sql`
    insert into rate_limits (key, count, reset_at)
    values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
    returning count`);
  return Number(result.rows[0]?.count ?? 0);
}

/** Seconds until the busiest of these keys frees up, or 0 when none is over its limit. */
export async function blockedFor(keys: string[], { limit }: Limit): Promise<number> {
  if (keys.length === 0) return 0;
  const result = await db.execute<{ wait: number }>(sql`
    select coalesce(max(ceil(extract(epoch from reset_at - now()))), 0)::int as wait
    from rate_limits
    where key in (${sql.join(
      keys.map((k) => sql`${k}`),
      sql`, `,
    )})
      and count >= ${limit} and reset_at > now()`);
  return Number(result.rows[0]?.wait ?? 0);
}

export async function clear(key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}

export async function assertNotLimited(keys: string[], limit: Limit, message: string) {
  const wait = await blockedFor(keys, limit);
  if (wait > 0) {
    const minutes = Math.max(1, Math.ceil(wait / 60));
    throw new ApiError(
      "rate_limited",
      `${message} Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    );
  }
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
 * Takes one attempt on every key, or on none of them (one transaction; keys in a fixed order
 * so two attempts never wait on each other). Answers 0 when taken, else the seconds to wait.
 */
export async function takeAttempt(slots: Slot[]): Promise<number> {
  const ordered = [...slots].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  try {
    await db.transaction(async (tx) => {
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

export function waitMessage(message: string, seconds: number): string {
  if (seconds < 60) {
    return `${message} Please try again in ${seconds} second${seconds === 1 ? "" : "s"}.`;
  }
  const minutes = Math.ceil(seconds / 60);
  return `${message} Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}
