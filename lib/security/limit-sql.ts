// The statement that holds a rate limit's row inside a transaction (rate-limit.ts holdLimit),
// built here so the bench's floor (scripts/bench/floor.mjs) sends the app's own text. Node
// loads this file as it is: no value imports but drizzle-orm.
import { sql, type SQL } from "drizzle-orm";

/**
 * Takes the key's row lock (creating the row, or leaving it unchanged) and answers the seconds
 * the key is still over `limit` as `wait` (0 when it is not).
 */
export const holdLimitSql = (key: string, limit: number): SQL => sql`
    insert into rate_limits as r (key, count, reset_at) values (${key}, 0, now())
    on conflict (key) do update set count = r.count
      where r.count >= ${limit}::int and r.reset_at > now()
    returning greatest(ceil(extract(epoch from r.reset_at - now())), 0)::int as wait`;
