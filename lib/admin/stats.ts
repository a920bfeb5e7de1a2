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
 * Punches redeemed (ledger reason 'token') and codes verified (reason 'code') per shop day
 * (the shop's time zone) over the last 30 days, today included, with empty days as zeros.
 * Read from the hourly roll-up the ledger's triggers keep, not from the ledger itself.
 */
export async function dailyActivity(): Promise<DayActivity[]> {
  const result = await db.execute<{ day: string; punches: number; codes: number }>(sql`
    with today as (
      select (now() at time zone coalesce((select time_zone from shop_settings limit 1), 'UTC'))::date as day
    )
    select to_char(d.day, 'YYYY-MM-DD') as day,
           coalesce(sum(a.punches), 0)::int as punches,
           coalesce(sum(a.codes), 0)::int as codes
    from today,
      generate_series(today.day - ${ACTIVITY_DAYS - 1}::int, today.day, interval '1 day') as d(day)
    left join activity_hours a on a.day = d.day::date
    group by d.day
    order by d.day`);
  return result.rows.map((r) => ({
    day: r.day,
    punches: Number(r.punches),
    codes: Number(r.codes),
  }));
}
