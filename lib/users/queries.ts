import "server-only";
import { between, count, eq, or, sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { accountCounts, punchCards, users } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";
import type { UserListQuery } from "@/lib/validation/users";
import { publicUserColumns, type PublicUser } from "./public-user";

export type UserPage = { users: PublicUser[]; total: number; page: number; pageSize: number };

function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The uuid range whose text starts with `prefix` (hex with or without dashes), or null. */
function idRange(prefix: string): [string, string] | null {
  const hex = prefix.replace(/^#/, "").replace(/-/g, "").toLowerCase();
  if (!/^[0-9a-f]{1,32}$/.test(hex)) return null;
  const uuid = (h: string) =>
    `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  return [uuid(hex.padEnd(32, "0")), uuid(hex.padEnd(32, "f"))];
}

/**
 * Any part of the username or name, or the start of the id (the short id the list shows).
 * Each branch has its index (trigram GIN on lower(username) and lower(name), the primary key
 * for the id range), so the search stays fast with a hundred thousand customers.
 */
function searchFilter(q: string) {
  if (!q) return undefined;
  const pattern = `%${escapeLike(q.toLowerCase())}%`;
  const range = idRange(q);
  return or(
    sql`lower(${users.username}) like ${pattern}`,
    sql`lower(${users.name}) like ${pattern}`,
    range ? between(users.id, range[0], range[1]) : undefined,
  );
}

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
  if (!row) throw new ApiError("not_found", "User not found");
  return row;
}
