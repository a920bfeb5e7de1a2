import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { adminActions, reviewFlags, users } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";
import { DEFAULT_CARD_SIZE } from "@/lib/program/card";
import { CUSTOMER_NOT_FOUND } from "@/lib/rewards/messages";
import type { ReviewCustomer } from "./review-types";

/** How many customers the queue shows at once, most recently flagged first. */
const QUEUE_SIZE = 50;
/** Ledger entries shown under each customer. */
const RECENT_ENTRIES = 10;

/** Customers with open flags: why, whether they are blocked, and their latest ledger entries. */
export async function listReview(): Promise<ReviewCustomer[]> {
  const { rows } = await db.execute<ReviewCustomer>(sql`
    with flagged as (
      select f.user_id, max(f.last_at) as last_at
      from review_flags f join users u on u.id = f.user_id and u.role = 'user'
      where f.dismissed_at is null
      group by f.user_id
      order by max(f.last_at) desc
      limit ${QUEUE_SIZE}
    )
    select u.id, u.username, u.name, u.punches_now as punches, u.xp, u.level,
           u.size_now as "cardSize", u.waiting_now as waiting,
           u.earning_blocked_at is not null as "earningBlocked",
           (select json_agg(json_build_object(
                     'id', f.id, 'rule', f.rule, 'day', f.day, 'count', f.count,
                     'threshold', f.threshold, 'firstAt', f.first_at, 'lastAt', f.last_at)
                   order by f.last_at desc)
            from review_flags f where f.user_id = u.id and f.dismissed_at is null) as flags,
           coalesce((select json_agg(e order by e.id desc) from (
              select l.id, l.reason, l.punch_delta as "punchDelta", l.xp_delta as "xpDelta",
                     l.created_at as "createdAt", l.note, l.voids_entry_id as "voidsEntryId",
                     a.username as "actorName",
                     (select v.id from reward_ledger v where v.voids_entry_id = l.id) as "voidedBy"
              from reward_ledger l left join users a on a.id = l.actor_id
              where l.user_id = u.id
              order by l.id desc
              limit ${RECENT_ENTRIES}) e), '[]') as recent
    from flagged
    join lateral (
      -- A customer without a card yet opens one on the program's size.
      select users.*, coalesce(c.punches, 0) as punches_now, coalesce(c.waiting, 0) as waiting_now,
             coalesce(c.size, (select p.card_size from shop_program p), ${DEFAULT_CARD_SIZE})::int
               as size_now
      from users left join punch_cards c on c.user_id = users.id
      where users.id = flagged.user_id
    ) u on true
    order by flagged.last_at desc`);
  return rows;
}

/**
 * The number on the admin dashboard: customers waiting in the review queue, flagged or with
 * an invitation bonus held for the owner's decision (each customer once).
 */
export async function countReview(): Promise<number> {
  const { rows } = await db.execute<{ count: number }>(sql`
    select count(*)::int as count from (
      select f.user_id
      from review_flags f join users u on u.id = f.user_id and u.role = 'user'
      where f.dismissed_at is null
      union
      select r.inviter_id from referrals r where r.status = 'held'
    ) waiting`);
  return Number(rows[0]?.count ?? 0);
}

/**
 * Closes a customer's open flags, with who and when, and records the decision once. Nothing
 * open (a second click, or another admin was quicker) changes nothing.
 */
export async function dismissFlags({ userId, adminId }: { userId: string; adminId: string }) {
  return transaction(async (tx) => {
    const [customer] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.role, "user")));
    if (!customer) throw new ApiError("not_found", CUSTOMER_NOT_FOUND);
    const closed = await tx
      .update(reviewFlags)
      .set({ dismissedAt: new Date(), dismissedBy: adminId })
      .where(and(eq(reviewFlags.userId, userId), isNull(reviewFlags.dismissedAt)))
      .returning({ rule: reviewFlags.rule, day: reviewFlags.day });
    if (closed.length > 0) {
      await tx.insert(adminActions).values({
        actorId: adminId,
        userId,
        action: "dismiss",
        detail: closed.map((f) => `${f.rule} ${f.day}`).join(", "),
      });
    }
    return { dismissed: closed.length };
  });
}
