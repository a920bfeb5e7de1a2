import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/lib/db/client";

export type DashboardCounts = { totalUsers: number; totalProducts: number };

/**
 * SPEC §2: 'Total Users' counts customers only; 'Total Products' every product. The customer
 * count is the one the database keeps by trigger (account_counts, exact as of the last
 * commit), so the dashboard's refresh never counts every customer; products are a catalogue's
 * worth of rows.
 */
export async function dashboardCounts(): Promise<DashboardCounts> {
  const result = await db.execute<{ total_users: number; total_products: number }>(sql`
    select coalesce((select accounts from account_counts where role = 'user'), 0)::int as total_users,
           (select count(*) from products)::int as total_products`);
  const row = result.rows[0];
  return {
    totalUsers: Number(row?.total_users ?? 0),
    totalProducts: Number(row?.total_products ?? 0),
  };
}

export type DayActivity = { day: string; punches: number; codes: number };

export const ACTIVITY_DAYS = 30;

/**
 * Punches redeemed (ledger reason 'token') and codes verified (reason 'code') per day over
 * the last 30 days, today included, with empty days as zeros. Days are the database's.
 */
export async function dailyActivity(): Promise<DayActivity[]> {
  const result = await db.execute<{ day: string; punches: number; codes: number }>(sql`
    select to_char(d.day, 'YYYY-MM-DD') as day,
           count(l.id) filter (where l.reason = 'token')::int as punches,
           count(l.id) filter (where l.reason = 'code')::int as codes
    from generate_series(current_date - ${ACTIVITY_DAYS - 1}::int, current_date, interval '1 day') as d(day)
    left join reward_ledger l
      on l.created_at >= d.day and l.created_at < d.day + interval '1 day'
     and l.reason in ('token', 'code')
    group by d.day
    order by d.day`);
  return result.rows.map((r) => ({
    day: r.day,
    punches: Number(r.punches),
    codes: Number(r.codes),
  }));
}
