import "server-only";
import { desc, eq } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { punchCards, reviewFlags, reviews, tickets, users } from "@/lib/db/schema";

const RECENT = 20;

/**
 * Everything the admin's page about one account shows beside the ledger: the profile and
 * card, the customer's tickets and reviews, and the review flags raised on them.
 */
export async function getCustomerPage({ id }: { id: string }) {
  const [profile] = await db
    .select({
      id: users.id,
      username: users.username,
      name: users.name,
      role: users.role,
      level: users.level,
      xp: users.xp,
      createdAt: users.createdAt,
      earningBlockedAt: users.earningBlockedAt,
      punches: punchCards.punches,
      isComplete: punchCards.isComplete,
    })
    .from(users)
    .leftJoin(punchCards, eq(punchCards.userId, users.id))
    .where(eq(users.id, id))
    .limit(1);
  if (!profile) return null;
  const [ticketRows, reviewRows, flagRows] = await Promise.all([
    db
      .select({
        id: tickets.id,
        subject: tickets.subject,
        status: tickets.status,
        updatedAt: tickets.updatedAt,
      })
      .from(tickets)
      .where(eq(tickets.userId, id))
      .orderBy(desc(tickets.updatedAt))
      .limit(RECENT),
    db
      .select({
        id: reviews.id,
        productId: reviews.productId,
        productName: reviews.productName,
        rating: reviews.rating,
        comment: reviews.comment,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .where(eq(reviews.userId, id))
      .orderBy(desc(reviews.createdAt))
      .limit(RECENT),
    db
      .select()
      .from(reviewFlags)
      .where(eq(reviewFlags.userId, id))
      .orderBy(desc(reviewFlags.lastAt))
      .limit(RECENT),
  ]);
  return { profile, tickets: ticketRows, reviews: reviewRows, flags: flagRows };
}

export type CustomerPage = NonNullable<Awaited<ReturnType<typeof getCustomerPage>>>;
