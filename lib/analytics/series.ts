import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import type { DayRange } from "./period";
import type { DailyPoint, HeatCell } from "./types";

/** Punches and codes per shop day, every day of the range (zeros included), from the roll-up. */
export async function dailySeries(range: DayRange): Promise<DailyPoint[]> {
  const { rows } = await db.execute<DailyPoint>(sql`
    select to_char(d.day, 'YYYY-MM-DD') as day,
      coalesce(sum(a.punches), 0)::int as punches, coalesce(sum(a.codes), 0)::int as codes
    from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') as d(day)
    left join activity_hours a on a.day = d.day::date
    group by d.day order by d.day`);
  return rows;
}

/** Punches and codes by shop-local weekday (1 = Monday) and hour: the cells with activity. */
export async function heatmap(range: DayRange): Promise<HeatCell[]> {
  const { rows } = await db.execute<HeatCell>(sql`
    select extract(isodow from day)::int as weekday, hour::int as hour,
      sum(punches + codes)::int as count
    from activity_hours where day between ${range.from}::date and ${range.to}::date
    group by 1, 2 having sum(punches + codes) > 0 order by 1, 2`);
  return rows;
}
