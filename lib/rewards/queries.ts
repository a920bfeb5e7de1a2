import "server-only";
import { eq, sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { punchCards, punchTokens, users } from "@/lib/db/schema";
import { ACCOUNT_NOT_FOUND } from "@/lib/auth/messages";
import { ApiError } from "@/lib/http/errors";
import { cardView, openCard } from "@/lib/program/card";
import { getProgram } from "@/lib/program/read";
import { PUNCH_CARD_NOT_FOUND } from "./messages";

/** A customer's card; only that customer, staff or an admin may read it (others get 404). */
export async function getCard({
  userId,
  viewer,
}: {
  userId: string;
  viewer: { id: string; role: string };
}) {
  // Not yours is not found, like an unknown id (the route refused a malformed one).
  if (viewer.role === "user" && viewer.id !== userId) {
    throw new ApiError("not_found", PUNCH_CARD_NOT_FOUND);
  }
  const [row] = await db
    .select({
      punches: punchCards.punches,
      isComplete: punchCards.isComplete,
      size: punchCards.size,
      rewards: punchCards.rewards,
      handed: punchCards.handed,
      waiting: punchCards.waiting,
      role: users.role,
    })
    .from(users)
    .leftJoin(punchCards, eq(punchCards.userId, users.id))
    .where(eq(users.id, userId));
  if (!row || row.role !== "user") throw new ApiError("not_found", PUNCH_CARD_NOT_FOUND);
  // A customer without a card yet gets one on the program as it is now, at their first punch.
  const program = row.size === null ? await getProgram() : null;
  const view = cardView(
    row.size === null || row.rewards === null
      ? openCard(program!)
      : {
          size: row.size,
          rewards: row.rewards,
          punches: row.punches ?? 0,
          handed: row.handed ?? 0,
          waiting: row.waiting ?? 0,
        },
  );
  return {
    punches: view.punches,
    isComplete: row.isComplete ?? false,
    size: view.size,
    rewards: view.rewards,
    waiting: view.waiting,
  };
}

/** Everything the customer dashboard shows, in one round trip. */
export async function getRewardsSummary({ userId }: { userId: string }) {
  const [row] = await db
    .select({
      username: users.username,
      name: users.name,
      xp: users.xp,
      level: users.level,
      punches: sql<number>`coalesce(${punchCards.punches}, 0)`.mapWith(Number),
      isComplete: sql<boolean>`coalesce(${punchCards.isComplete}, false)`,
      // Cards handed over before this one: with the punches, whether they have ever punched.
      cycle: sql<number>`coalesce(${punchCards.cycle}, 0)`.mapWith(Number),
      // The ones redeem-token.ts would take: a birthday gift past its 30 days, or a token
      // taken back, is not offered to a customer who would only be refused.
      freeTokens: sql<string[]>`coalesce((
        select array_agg(t.id order by t.created_at)
        from ${punchTokens} t where t.owner_id = ${users.id} and t.used_at is null
          and t.voided_at is null and (t.expires_at is null or t.expires_at > now())
      ), '{}')`,
    })
    .from(users)
    .leftJoin(punchCards, eq(punchCards.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw new ApiError("not_found", ACCOUNT_NOT_FOUND);
  return row;
}

export type RewardsSummary = Awaited<ReturnType<typeof getRewardsSummary>>;
