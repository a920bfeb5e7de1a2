import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import type { DayRange } from "./period";
import type { AnalyticsReport } from "./types";

// Counting a month's visits reads every customer's shop days (at 100,000 customers, about a
// second of database work), while the owner and the dashboard ask the same question again and
// again. An answer is reused while nothing it counts has changed: no new ledger entry, no new
// token, the same roll-up totals over its days. What those miss (a customer created or deleted
// without any entry) waits at most a minute.
const MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 20;

type Entry = { report: AnalyticsReport; stamp: string; at: number };
// On globalThis: Next bundles API routes and pages with separate copies of this module.
const store = globalThis as unknown as { punchcardAnalytics?: Map<string, Entry> };
const cache = (store.punchcardAnalytics ??= new Map());

/** What changes whenever an answer for these days would: three index or small-table reads. */
async function stampOf(days: DayRange): Promise<string> {
  const { rows } = await db.execute<{ stamp: string }>(sql`
    select concat_ws('/',
      (select max(id) from reward_ledger),
      (select max(created_at) from punch_tokens),
      (select sum(punches + codes + cards_completed + level_up_issued + level_up_used)
       from activity_hours where day between ${days.from}::date and ${days.to}::date)) as stamp`);
  return rows[0]?.stamp ?? "";
}

/** The cached report for `key` if still true, else `compute`'s, remembered. */
export async function cachedReport(
  key: string,
  days: DayRange,
  compute: () => Promise<AnalyticsReport>,
): Promise<AnalyticsReport> {
  const stamp = await stampOf(days);
  const hit = cache.get(key);
  if (hit && hit.stamp === stamp && Date.now() - hit.at < MAX_AGE_MS) return hit.report;
  const report = await compute();
  cache.delete(key);
  cache.set(key, { report, stamp, at: Date.now() });
  // Oldest first (insertion order): a handful of ranges are all an owner looks at.
  while (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  return report;
}
