import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { TIERS } from "@/lib/rewards/rules";
import { getShopSettings } from "@/lib/settings/shop";
import { shopDay } from "@/lib/settings/shop-day";
import type { Segment } from "@/lib/messaging/shop-message-schema";
import { ONE_PUNCH_AWAY, REWARD_WAITING } from "./card-sql";
import { daysBefore } from "./shop-days";

/**
 * Who a campaign reaches, as SQL over `u` (users) and `c` (their card, left joined): the
 * audience count and the fan-out use the same condition, so the number the owner sees before
 * sending is the number of customers it goes to.
 */

/** A visit: a shop day with a punch earned or a product code verified (earn_days). */
export const VISIT = sql`(e.punches > 0 or e.codes > 0)`;

/** Customers and their cards: the rows every segment filters. */
export const CUSTOMERS = sql`users u left join punch_cards c on c.user_id = u.id`;

export type SegmentClock = { now: Date; timeZone: string };

/** A visit on one of the last `days` shop days, today included. */
function visitedSince(days: number, { now, timeZone }: SegmentClock): SQL {
  const since = daysBefore(shopDay(now, timeZone), days - 1);
  return sql`exists (select 1 from earn_days e
    where e.user_id = u.id and e.day >= ${since}::date and ${VISIT})`;
}

/** The segment's condition, beside `u.role = 'user'`. */
export function segmentCondition(segment: Segment, clock: SegmentClock): SQL {
  switch (segment.kind) {
    case "everyone":
      return sql`true`;
    case "active":
      return visitedSince(segment.days, clock);
    case "lapsed":
      // Not seen in the window, and a customer for longer than it: a new account that has
      // not come back yet has not lapsed.
      return sql`u.created_at < ${new Date(+clock.now - segment.days * 86_400_000)}
        and not ${visitedSince(segment.days, clock)}`;
    case "one-away":
      return ONE_PUNCH_AWAY;
    case "reward-waiting":
      return REWARD_WAITING;
    case "tier": {
      const tier = TIERS.find((t) => t.name === segment.tier) ?? TIERS[0]!;
      return sql`u.level >= ${tier.minLevel}`;
    }
  }
}

/** The customers a segment holds now (GET /api/campaigns/audience, before sending). */
export async function audienceCount(segment: Segment, now = new Date()): Promise<number> {
  const { timeZone } = await getShopSettings();
  const result = await db.execute<{ customers: number }>(sql`
    select count(*)::int as customers from ${CUSTOMERS}
    where u.role = 'user' and ${segmentCondition(segment, { now, timeZone })}`);
  return Number(result.rows[0]?.customers ?? 0);
}
