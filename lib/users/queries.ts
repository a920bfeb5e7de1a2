import "server-only";
import { count, eq, ilike, or, sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { punchCards, users } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";
import type { UserListQuery } from "@/lib/validation/users";
import { publicUserColumns, type PublicUser } from "./public-user";

export type UserPage = { users: PublicUser[]; total: number; page: number; pageSize: number };

function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function searchFilter(q: string) {
  if (!q) return undefined;
  const pattern = `%${escapeLike(q)}%`;
  // The short id shown in the list is the start of the uuid, so it is searchable too.
  return or(
    ilike(users.username, pattern),
    ilike(users.name, pattern),
    sql`${users.id}::text like ${`${escapeLike(q.toLowerCase())}%`}`,
  );
}

/**
 * One page of accounts, newest first, with each customer's punch card joined in: one
 * query for the whole screen, however many customers the shop has.
 */
export async function listUsers({ page, pageSize, q }: UserListQuery): Promise<UserPage> {
  const where = searchFilter(q);
  // The page comes from users_created_idx (NULLS LAST is its order); the total is counted on
  // users alone, so neither query joins or sorts every customer.
  const [rows, [counted]] = await Promise.all([
    db
      .select(publicUserColumns)
      .from(users)
      .leftJoin(punchCards, eq(punchCards.userId, users.id))
      .where(where)
      .orderBy(sql`${users.createdAt} desc nulls last`, users.id)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { users: rows, total: counted?.n ?? 0, page, pageSize };
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
