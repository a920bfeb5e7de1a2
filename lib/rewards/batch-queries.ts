import "server-only";
import { and, asc, desc, eq, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db } from "@/lib/db/client";
import { punchTokens, tokenBatches, users } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";
import { getShopSettings } from "@/lib/settings/shop";
import { BATCH_NOT_FOUND } from "./batches";
import { tokenAddress } from "./token-address";
import { tokenStatus } from "./token-status";

const creator = alias(users, "creator");

const BATCH_FIELDS = {
  id: tokenBatches.id,
  label: tokenBatches.label,
  count: tokenBatches.count,
  punches: tokenBatches.punches,
  expiresAt: tokenBatches.expiresAt,
  createdAt: tokenBatches.createdAt,
  createdBy: creator.username,
  voidedAt: tokenBatches.voidedAt,
};

/** Counted in the database: one pass over each batch's tokens (punch_tokens_batch_idx). */
const count = (filter: ReturnType<typeof and>) =>
  sql<number>`count(${punchTokens.id}) filter (where ${filter})`.mapWith(Number);

/**
 * The sheets newest first, with their reconciliation: used (redeemed), unused, and of the
 * unused those that can no longer be redeemed (expired, or taken back with a void).
 */
export async function listBatches({ limit = 100 }: { limit?: number } = {}) {
  const dead = or(isNotNull(punchTokens.voidedAt), lte(punchTokens.expiresAt, sql`now()`));
  return db
    .select({
      ...BATCH_FIELDS,
      used: count(isNotNull(punchTokens.usedAt)),
      unused: count(isNull(punchTokens.usedAt)),
      expiredUnused: count(and(isNull(punchTokens.usedAt), dead)),
      expired: sql<boolean>`${tokenBatches.expiresAt} <= now()`,
    })
    .from(tokenBatches)
    .leftJoin(creator, eq(creator.id, tokenBatches.createdBy))
    .leftJoin(punchTokens, eq(punchTokens.batchId, tokenBatches.id))
    .groupBy(tokenBatches.id, creator.username)
    .orderBy(desc(tokenBatches.createdAt), desc(tokenBatches.id))
    .limit(limit);
}

/**
 * One sheet with each token, for printing and for seeing who used which. The QR codes point
 * at the shop's public address, else at `origin`, the address the request came to.
 */
export async function getBatch({ id, origin }: { id: string; origin: string }) {
  const site = (await getShopSettings()).publicSiteUrl ?? origin;
  const [batch] = await db
    .select(BATCH_FIELDS)
    .from(tokenBatches)
    .leftJoin(creator, eq(creator.id, tokenBatches.createdBy))
    .where(eq(tokenBatches.id, id));
  if (!batch) throw new ApiError("not_found", BATCH_NOT_FOUND);
  const tokens = await db
    .select({
      id: punchTokens.id,
      code: punchTokens.code,
      usedAt: punchTokens.usedAt,
      usedByName: punchTokens.usedByName,
      expiresAt: punchTokens.expiresAt,
      voidedAt: punchTokens.voidedAt,
    })
    .from(punchTokens)
    .where(eq(punchTokens.batchId, id))
    .orderBy(asc(punchTokens.id));
  const now = new Date();
  return {
    ...batch,
    tokens: tokens.map((t) => ({
      ...t,
      status: tokenStatus(t, now),
      url: tokenAddress(site, t.id),
    })),
  };
}

export type BatchSummary = Awaited<ReturnType<typeof listBatches>>[number];
export type BatchDetail = Awaited<ReturnType<typeof getBatch>>;
