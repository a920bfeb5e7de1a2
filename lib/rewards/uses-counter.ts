import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { serverMemo } from "@/lib/server-memo";

// How far back a counter token still counts as "this shop uses the counter".
const RECENT_DAYS = 30;

/**
 * Whether this shop hands out free products at the counter: it has shown counter tokens (the
 * display, or the admin's QR screen) lately, as opposed to printed sheets only. Then a full
 * card tells the customer to show it at the counter before SPEC's "text the owner".
 * One index read (punch_tokens_created_idx), kept a minute: it changes once in a shop's life.
 */
const memo = serverMemo("uses-counter", 60_000, async () => {
  const { rows } = await db.execute<{ uses: boolean }>(sql`
    select exists (
      select 1 from punch_tokens
      where created_at > now() - make_interval(days => ${RECENT_DAYS}::int)
        and owner_id is null and batch_id is null
    ) as uses`);
  return rows[0]?.uses === true;
});

export function shopUsesCounter(): Promise<boolean> {
  return memo.get();
}

/** A counter token was just made on this server: its next full card says "at the counter". */
export function counterTokenMade(): void {
  memo.forget();
}
