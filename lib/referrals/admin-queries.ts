import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";
import { CUSTOMER_NOT_FOUND } from "@/lib/rewards/messages";
import { getProgram } from "@/lib/program/read";
import { getShopSettings } from "@/lib/settings/shop";
import type { CustomerReferrals, HeldReferral, HoldReason, ReferralAnalytics } from "./types";

// The owner's reads of who invited whom: the review queue's held bonuses, a customer's page
// and the analytics. Only admin screens and admin endpoints call these: a customer reads only
// their own invitation, through lib/referrals' customer side.

/** How many held bonuses the review queue shows at once, newest first. */
const HELD_SHOWN = 100;
/** How many inviters the analytics rank. */
const TOP_INVITERS = 10;

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

type HeldRow = {
  id: string;
  reason: HoldReason;
  joinedAt: Date;
  cameBackAt: Date | null;
  inviterId: string;
  inviterUsername: string;
  inviterName: string;
  friendId: string;
  friendUsername: string;
  friendName: string;
};

/**
 * The inviters' bonuses waiting for the owner's decision, the latest first (by the friend's
 * return, else their join), with what approving would give: the program's bonus now.
 */
export async function listHeldReferrals(): Promise<HeldReferral[]> {
  const [{ rows }, program] = await Promise.all([
    db.execute<HeldRow>(sql`
      select r.id, r.hold_reason as reason, r.created_at as "joinedAt",
             r.came_back_at as "cameBackAt",
             i.id as "inviterId", i.username as "inviterUsername", i.name as "inviterName",
             f.id as "friendId", f.username as "friendUsername", f.name as "friendName"
      from referrals r
      join users i on i.id = r.inviter_id
      join users f on f.id = r.friend_id
      where r.status = 'held'
      order by coalesce(r.came_back_at, r.created_at) desc, r.id
      limit ${HELD_SHOWN}`),
    getProgram(),
  ]);
  return rows.map((r) => ({
    id: r.id,
    reason: r.reason,
    joinedAt: iso(r.joinedAt)!,
    cameBackAt: iso(r.cameBackAt),
    inviter: { id: r.inviterId, username: r.inviterUsername, name: r.inviterName },
    friend: { id: r.friendId, username: r.friendUsername, name: r.friendName },
    // A voided return's bonus was paid already: approving lets it stand, and gives nothing.
    inviterPunches: r.reason === "return_voided" ? 0 : program.referralInviterPunches,
  }));
}

type InvitedRow = CustomerReferrals["invited"][number] & { joinedAt: Date | string };

/** Who invited this customer (and how that invitation stands), and the friends they invited. */
export async function customerReferrals(userId: string): Promise<CustomerReferrals> {
  const [customer] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, "user")));
  if (!customer) throw new ApiError("not_found", CUSTOMER_NOT_FOUND);
  const [by, invited] = await Promise.all([
    db.execute<{ id: string; username: string; status: string }>(sql`
      select i.id, i.username, r.status
      from referrals r join users i on i.id = r.inviter_id
      where r.friend_id = ${userId}`),
    db.execute<InvitedRow>(sql`
      select r.id, f.id as "friendId", f.username, r.created_at as "joinedAt", r.status,
             r.hold_reason as "holdReason", r.came_back_at is not null as "cameBack"
      from referrals r join users f on f.id = r.friend_id
      where r.inviter_id = ${userId}
      order by r.created_at desc, r.id`),
  ]);
  return {
    invitedBy: by.rows[0] ?? null,
    invited: invited.rows.map((r) => ({ ...r, joinedAt: iso(r.joinedAt)! })),
  };
}

/**
 * The last `months` months in the shop's time zone, oldest first, each counting the friends
 * who joined in it and, of those, who came back and for whom the inviter got a bonus (by the
 * rule or the owner's approval); and the inviters who brought the most friends in that span.
 */
export async function referralAnalytics(months: number): Promise<ReferralAnalytics> {
  const { timeZone } = await getShopSettings();
  const span = Math.max(1, Math.floor(months));
  const start = sql`(date_trunc('month', now() at time zone ${timeZone})
                      - ${span - 1} * interval '1 month')`;
  const [perMonth, top] = await Promise.all([
    db.execute<{ month: string; joined: number; cameBack: number; rewarded: number }>(sql`
      with months as (
        select m from generate_series(${start}, date_trunc('month', now() at time zone ${timeZone}),
                                      interval '1 month') m
      )
      select to_char(months.m, 'YYYY-MM') as month,
             count(r.id)::int as joined,
             count(r.came_back_at)::int as "cameBack",
             (count(*) filter (where r.status = 'rewarded'))::int as rewarded
      from months
      left join referrals r
        on date_trunc('month', r.created_at at time zone ${timeZone}) = months.m
      group by months.m
      order by months.m`),
    db.execute<{ id: string; username: string; joined: number; cameBack: number }>(sql`
      select u.id, u.username, count(*)::int as joined, count(r.came_back_at)::int as "cameBack"
      from referrals r join users u on u.id = r.inviter_id
      where r.created_at >= (${start} at time zone ${timeZone})
      group by u.id, u.username
      order by joined desc, "cameBack" desc, u.username
      limit ${TOP_INVITERS}`),
  ]);
  return { months: perMonth.rows, topInviters: top.rows };
}
