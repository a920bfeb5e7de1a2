import "server-only";
import { count, eq, sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { accountCounts, punchCards, users } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";
import type { UserListQuery } from "@/lib/users/schema";
import { USER_NOT_FOUND } from "./messages";
import { publicUserColumns, type PublicUser } from "./public-user";
import { searchFilter } from "@/lib/db/search";

export type UserPage = { users: PublicUser[]; total: number; page: number; pageSize: number };

/**
 * Every account, from the counts the database keeps by trigger (account_counts): the list's
 * total without counting a hundred thousand rows on each page. Exact as of the last commit.
 */
async function allAccounts(): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${accountCounts.accounts}), 0)::int` })
    .from(accountCounts);
  return row?.n ?? 0;
}

/**
 * One page of accounts, newest first, with each customer's punch card joined in: one
 * query for the whole screen, however many customers the shop has.
 */
export async function listUsers({ page, pageSize, q }: UserListQuery): Promise<UserPage> {
  const where = searchFilter(q);
  // The page comes from users_created_idx (NULLS LAST is its order). A search counts its
  // matches (through the trigram indexes); the whole list's total is a kept count.
  const [rows, total] = await Promise.all([
    db
      .select(publicUserColumns)
      .from(users)
      .leftJoin(punchCards, eq(punchCards.userId, users.id))
      .where(where)
      .orderBy(sql`${users.createdAt} desc nulls last`, users.id)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    where
      ? db
          .select({ n: count() })
          .from(users)
          .where(where)
          .then(([counted]) => counted?.n ?? 0)
      : allAccounts(),
  ]);
  return { users: rows, total, page, pageSize };
}

export async function getPublicUser({ id }: { id: string }): Promise<PublicUser> {
  const [row] = await db
    .select(publicUserColumns)
    .from(users)
    .leftJoin(punchCards, eq(punchCards.userId, users.id))
    .where(eq(users.id, id))
    .limit(1);
  if (!row) throw new ApiError("not_found", USER_NOT_FOUND);
  return row;
}
