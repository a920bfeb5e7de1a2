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
