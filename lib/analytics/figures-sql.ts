import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { notTestCustomer } from "@/lib/db/test-customer-sql";
import { averageGap, repeatRate, type VisitTotals } from "./figures";
import { instants } from "./bounds";
import type { DayRange } from "./period";
import type { PeriodFigures } from "./types";

type Row = VisitTotals & {
  returningCustomers: number;
  newCustomers: number;
  punches: number;
  codes: number;
  cardsCompleted: number;
  rewardsHandedOver: number;
  levelUps: number;
  levelUpTokensIssued: number;
  levelUpTokensUsed: number;
};

/**
 * One period's figures in one statement. Visits come from earn_days (a customer's punches and
 * codes per shop day); the counts from the hourly roll-up; a customer's gaps between visits
 * add up to their last visit minus their first, so no gap is listed one by one. Rewards
 * handed over are counted in the ledger over the range (they are few beside the punches).
 */
export async function periodFigures(range: DayRange, timeZone: string): Promise<PeriodFigures> {
  const { start, end } = instants(range, timeZone);
  const { rows } = await db.execute<Row>(sql`
    with visits as (
      select user_id, count(*)::int as days, max(day) - min(day) as span
      from earn_days
      where day between ${range.from}::date and ${range.to}::date and (punches > 0 or codes > 0)
        and ${sql.raw(notTestCustomer("earn_days.user_id"))}
      group by user_id
    ), visit_totals as (
      select count(*)::int as active, (count(*) filter (where days >= 2))::int as repeaters,
        coalesce(sum(span), 0)::int as "gapDays", coalesce(sum(days - 1), 0)::int as gaps,
        (count(*) filter (where exists (
          select 1 from earn_days e
          where e.user_id = v.user_id and e.day < ${range.from}::date and (e.punches > 0 or e.codes > 0)
        )))::int as "returningCustomers"
      from visits v
    ), hours as (
      select coalesce(sum(punches), 0)::int as punches, coalesce(sum(codes), 0)::int as codes,
        coalesce(sum(cards_completed), 0)::int as "cardsCompleted",
        coalesce(sum(level_up_issued), 0)::int as "levelUpTokensIssued",
        coalesce(sum(level_up_used), 0)::int as "levelUpTokensUsed"
      from activity_hours where day between ${range.from}::date and ${range.to}::date
    )
    select visit_totals.*, hours.*,
      (select count(*) from users
        where role = 'user' and not is_test and created_at >= ${start} and created_at < ${end})::int
        as "newCustomers",
      (select count(*) from reward_ledger
        where reason::text = 'reward' and created_at >= ${start} and created_at < ${end}
          and ${sql.raw(notTestCustomer("reward_ledger.user_id"))})::int
        as "rewardsHandedOver",
      (select count(distinct owner_id) from punch_tokens
        where kind = 'level_up' and created_at >= ${start} and created_at < ${end}
          and ${sql.raw(notTestCustomer("punch_tokens.owner_id"))})::int as "levelUps"
    from visit_totals, hours`);
  const row = rows[0]!;
  return {
    activeCustomers: row.active,
    newCustomers: row.newCustomers,
    returningCustomers: row.returningCustomers,
    repeatRate: repeatRate(row),
    punches: row.punches,
    codes: row.codes,
    cardsCompleted: row.cardsCompleted,
    rewardsHandedOver: row.rewardsHandedOver,
    averageDaysBetweenVisits: averageGap(row),
    levelUps: row.levelUps,
    levelUpTokensIssued: row.levelUpTokensIssued,
    levelUpTokensUsed: row.levelUpTokensUsed,
  };
}
