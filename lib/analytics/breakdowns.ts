import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { notTestCustomer } from "@/lib/db/test-customer-sql";
import { TIERS, tierFor } from "@/lib/rewards/rules";
import { instants } from "./bounds";
import type { DayRange } from "./period";
import type { ProductCount, RewardCount, TierCount, TokenCount } from "./types";

export const TOP_PRODUCTS = 10;
const TOP_ISSUERS = 20;

/** Codes verified per product in the range, the ten most verified. */
export async function topProducts(range: DayRange, timeZone: string): Promise<ProductCount[]> {
  const { start, end } = instants(range, timeZone);
  const { rows } = await db.execute<ProductCount>(sql`
    select p.name as product, count(*)::int as codes
    from reward_ledger l
    join verification_codes c on c.id = l.code_id
    join products p on p.id = c.product_id
    where l.reason = 'code' and l.created_at >= ${start} and l.created_at < ${end}
      and ${sql.raw(notTestCustomer("l.user_id"))}
    group by p.id, p.name order by codes desc, p.name limit ${TOP_PRODUCTS}`);
  return rows;
}

/**
 * Rewards handed over in the range, per reward name: the shop's program may have changed
 * meanwhile, and each entry keeps the name the reward had when it was handed over.
 */
export async function rewardsHandedOver(range: DayRange, timeZone: string): Promise<RewardCount[]> {
  const { start, end } = instants(range, timeZone);
  const { rows } = await db.execute<RewardCount>(sql`
    select coalesce(reward_name, '') as reward, count(*)::int as "handedOver"
    from reward_ledger
    where reason::text = 'reward' and created_at >= ${start} and created_at < ${end}
      and ${sql.raw(notTestCustomer("reward_ledger.user_id"))}
    group by 1 order by 2 desc, 1`);
  return rows;
}

/**
 * Shop tokens (not level-up ones) issued in the range and redeemed in it, per `key`: the
 * staff member or admin who made them, or the printed batch they belong to.
 */
async function tokenCounts(
  range: DayRange,
  timeZone: string,
  by: "created_by" | "batch_id",
): Promise<TokenCount[]> {
  const { start, end } = instants(range, timeZone);
  const key = sql.raw(`t.${by}`);
  // Names only: what stands for a deleted account or an unlabelled batch is the screen's words.
  const name =
    by === "created_by"
      ? sql`coalesce(nullif(u.name, ''), u.username) as name, null::text as day`
      : sql`nullif(b.label, '') as name,
          case when nullif(b.label, '') is null
            then to_char(b.created_at at time zone ${timeZone}, 'YYYY-MM-DD') end as day`;
  const join =
    by === "created_by"
      ? sql`left join users u on u.id = k.id`
      : sql`join token_batches b on b.id = k.id`;
  const { rows } = await db.execute<TokenCount>(sql`
    with issued as (
      select ${key} as id, count(*)::int as n from punch_tokens t
      where t.kind = 'admin' and t.created_at >= ${start} and t.created_at < ${end}
      group by 1
    ), redeemed as (
      select ${key} as id, count(*)::int as n
      from reward_ledger l join punch_tokens t on t.id = l.token_id
      where l.reason = 'token' and t.kind = 'admin' and l.created_at >= ${start} and l.created_at < ${end}
        and ${sql.raw(notTestCustomer("l.user_id"))}
      group by 1
    ), k as (
      select id, sum(issued) as issued, sum(redeemed) as redeemed from (
        select id, n as issued, 0 as redeemed from issued
        union all
        select id, 0, n from redeemed
      ) both_counts group by id
    )
    select ${name}, sum(k.issued)::int as issued, sum(k.redeemed)::int as redeemed
    from k ${join}
    group by 1, 2 order by sum(k.issued + k.redeemed) desc, 1, 2 limit ${TOP_ISSUERS}`);
  // A day only where it names the row: an unlabelled batch's.
  return rows.map(({ day, ...row }) => (day ? { ...row, day } : row));
}

export const tokensByStaff = (range: DayRange, timeZone: string) =>
  tokenCounts(range, timeZone, "created_by");
export const tokensByBatch = (range: DayRange, timeZone: string) =>
  tokenCounts(range, timeZone, "batch_id");

/** Customers per tier today (tiers follow the level; the range does not apply). */
export async function customersPerTier(): Promise<TierCount[]> {
  const { rows } = await db.execute<{ level: number; customers: number }>(sql`
    select level, count(*)::int as customers from users
    where role = 'user' and not is_test group by level`);
  const counts = new Map(TIERS.map((t) => [t.name, 0]));
  for (const { level, customers } of rows) {
    const tier = tierFor(level).name;
    counts.set(tier, (counts.get(tier) ?? 0) + customers);
  }
  return TIERS.map((t) => ({ tier: t.name, customers: counts.get(t.name) ?? 0 }));
}
