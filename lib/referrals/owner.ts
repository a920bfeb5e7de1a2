import "server-only";
import { alias } from "drizzle-orm/pg-core";
import { asc, eq, sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { referrals, users } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";
import { CUSTOMER_NOT_FOUND } from "@/lib/rewards/messages";
import { getShopSettings } from "@/lib/settings/shop";
import type { CustomerReferrals, HoldReason, ReferralAnalytics } from "./types";

// What only the owner reads: who invited whom.

const inviter = alias(users, "inviter");
const friend = alias(users, "friend");

/** GET /api/admin/referrals/customer/[id]: who invited this customer, and whom they invited. */
export async function customerReferrals(userId: string): Promise<CustomerReferrals> {
  const [customer] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.id} = ${userId} and ${users.role} = 'user'`);
  if (!customer) throw new ApiError("not_found", CUSTOMER_NOT_FOUND);
  const [by] = await db
    .select({ id: inviter.id, username: inviter.username, status: referrals.status })
    .from(referrals)
    .innerJoin(inviter, eq(inviter.id, referrals.inviterId))
    .where(eq(referrals.friendId, userId));
  const invited = await db
    .select({
      id: referrals.id,
      friendId: friend.id,
      username: friend.username,
      joinedAt: referrals.joinedAt,
      status: referrals.status,
      holdReason: referrals.holdReason,
    })
    .from(referrals)
    .innerJoin(friend, eq(friend.id, referrals.friendId))
    .where(eq(referrals.inviterId, userId))
    .orderBy(asc(referrals.joinedAt), asc(referrals.id));
  return {
    invitedBy: by ?? null,
    invited: invited.map((r) => ({
      ...r,
      joinedAt: r.joinedAt.toISOString(),
      holdReason: r.holdReason as HoldReason | null,
    })),
  };
}

/** How many inviters the analytics rank. */
const TOP_INVITERS = 10;

/**
 * GET /api/admin/referrals/analytics: per shop month (oldest first, the months with none
 * included) the friends who joined, came back and earned their inviter a bonus; and the
 * inviters who brought the most friends over those months.
 */
export async function referralAnalytics(months: number): Promise<ReferralAnalytics> {
  const { timeZone } = await getShopSettings();
  const { rows: perMonth } = await db.execute<{
    month: string;
    joined: number;
    came_back: number;
    rewarded: number;
  }>(sql`
    with bounds as (
      select date_trunc('month', now() at time zone ${timeZone}) as last,
             date_trunc('month', now() at time zone ${timeZone}) - make_interval(months => ${months - 1}) as first
    ), month_list as (
      select generate_series(b.first, b.last, interval '1 month') as m from bounds b
    )
    select to_char(ml.m, 'YYYY-MM') as month,
      (select count(*)::int from referrals r
        where date_trunc('month', r.created_at at time zone ${timeZone}) = ml.m) as joined,
      (select count(*)::int from referrals r
        where date_trunc('month', r.came_back_at at time zone ${timeZone}) = ml.m) as came_back,
      (select count(*)::int from referrals r
        where date_trunc('month', r.rewarded_at at time zone ${timeZone}) = ml.m) as rewarded
    from month_list ml order by ml.m`);
  const { rows: top } = await db.execute<{
    id: string;
    username: string;
    joined: number;
    came_back: number;
  }>(sql`
    select u.id, u.username, count(*)::int as joined,
      count(r.came_back_at)::int as came_back
    from referrals r join users u on u.id = r.inviter_id
    where r.created_at >= (date_trunc('month', now() at time zone ${timeZone})
      - make_interval(months => ${months - 1})) at time zone ${timeZone}
    group by u.id, u.username
    order by joined desc, came_back desc, u.username
    limit ${TOP_INVITERS}`);
  return {
    months: perMonth.map((m) => ({
      month: m.month,
      joined: m.joined,
      cameBack: m.came_back,
      rewarded: m.rewarded,
    })),
    topInviters: top.map((t) => ({
      id: t.id,
      username: t.username,
      joined: t.joined,
      cameBack: t.came_back,
    })),
  };
}
