import "server-only";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import {
  products,
  punchCards,
  punchTokens,
  tokenBatches,
  users,
  verificationCodes,
} from "@/lib/db/schema";
import { usernameFilter } from "@/lib/db/search";
import { tokenStatus } from "./token-status";

/**
 * Shop tokens newest first, with who redeemed them and when, when they expire, and where
 * each stands now (used, voided, expired or unused), judged by the database's clock.
 */
export async function listRecentTokens({ limit = 20 }: { limit?: number } = {}) {
  const rows = await db
    .select({
      id: punchTokens.id,
      createdAt: punchTokens.createdAt,
      usedAt: punchTokens.usedAt,
      usedByName: punchTokens.usedByName,
      expiresAt: punchTokens.expiresAt,
      voidedAt: punchTokens.voidedAt,
      punches: punchTokens.punches,
      // Tokens printed on a sheet say which; null for the counter's own.
      batchLabel: tokenBatches.label,
      now: sql<Date>`now()`.mapWith((v: string) => new Date(v)),
    })
    .from(punchTokens)
    .leftJoin(tokenBatches, eq(tokenBatches.id, punchTokens.batchId))
    .where(eq(punchTokens.kind, "admin"))
    .orderBy(desc(punchTokens.createdAt))
    .limit(limit);
  return rows.map(({ now, ...token }) => ({ ...token, status: tokenStatus(token, now) }));
}

export type RecentTokenRow = Awaited<ReturnType<typeof listRecentTokens>>[number];

/**
 * Verification codes newest first, a page at a time. A batch shares one created_at, so its
 * codes are ordered by the code itself: the same order as when it was generated, every time.
 */
export async function listCodes({ limit, offset }: { limit: number; offset: number }) {
  const rows = await db
    .select({
      id: verificationCodes.id,
      code: verificationCodes.code,
      productId: verificationCodes.productId,
      productName: products.name,
      createdAt: verificationCodes.createdAt,
      isUsed: verificationCodes.isUsed,
      usedAt: verificationCodes.usedAt,
      usedByName: verificationCodes.usedByName,
    })
    .from(verificationCodes)
    .innerJoin(products, eq(products.id, verificationCodes.productId))
    .orderBy(desc(verificationCodes.createdAt), asc(verificationCodes.code))
    .limit(limit + 1)
    .offset(offset);
  return { codes: rows.slice(0, limit), hasMore: rows.length > limit };
}

export type CodeListRow = Awaited<ReturnType<typeof listCodes>>["codes"][number];

/** Products to pick from when printing codes (hidden ones too: the shop may still sell them). */
export async function listProductChoices({ visibleOnly = false }: { visibleOnly?: boolean } = {}) {
  return db
    .select({ id: products.id, name: products.name, hidden: products.hidden })
    .from(products)
    .where(visibleOnly ? eq(products.hidden, false) : undefined)
    .orderBy(asc(products.name));
}

/** Customers' cards for the admin grid, one query, searchable and paged. */
export async function listPunchCards({
  search,
  limit,
  offset,
}: {
  search?: string;
  limit: number;
  offset: number;
}) {
  const filter = search
    ? and(eq(users.role, "user"), usernameFilter(search))
    : eq(users.role, "user");
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      name: users.name,
      level: users.level,
      xp: users.xp,
      punches: sql<number>`coalesce(${punchCards.punches}, 0)`.mapWith(Number),
      isComplete: sql<boolean>`coalesce(${punchCards.isComplete}, false)`,
    })
    .from(users)
    .leftJoin(punchCards, eq(punchCards.userId, users.id))
    .where(filter)
    .orderBy(desc(sql`coalesce(${punchCards.punches}, 0)`), asc(users.username))
    .limit(limit + 1)
    .offset(offset);
  return { cards: rows.slice(0, limit), hasMore: rows.length > limit };
}
