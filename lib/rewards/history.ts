import "server-only";
import { and, desc, eq, lt } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db } from "@/lib/db/client";
import {
  products,
  punchTokens,
  rewardLedger,
  tokenBatches,
  users,
  verificationCodes,
  type LedgerEntry,
} from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";
import type { LedgerPageQuery } from "@/lib/validation/customers";
import { CUSTOMER_NOT_FOUND } from "./messages";

export type HistoryEntry = {
  id: number;
  reason: LedgerEntry["reason"];
  punchDelta: number;
  xpDelta: number;
  createdAt: Date;
  /** The admin or staff member behind it; null for the customer's own redemption. */
  actor: { id: string; username: string } | null;
  token: {
    id: string;
    batchId: string | null;
    batchLabel: string | null;
    createdBy: string | null;
  } | null;
  code: { code: string; productName: string } | null;
  voidsEntryId: number | null;
  /** The void entry that reversed this one, if any. */
  voidedBy: number | null;
  note: string | null;
};

export type HistoryPage = { entries: HistoryEntry[]; nextBefore: number | null };

const actor = alias(users, "actor");
const tokenCreator = alias(users, "token_creator");
const reversal = alias(rewardLedger, "reversal");

/**
 * One page of a customer's reward ledger, newest first, with who and what behind each entry:
 * the staff member or admin, the token and its printed batch, the code and its product, and
 * the void that reversed it. Pages by entry id, which only grows, so a page never repeats or
 * skips an entry written meanwhile.
 */
export async function listHistory({
  userId,
  before,
  limit,
}: { userId: string } & LedgerPageQuery): Promise<HistoryPage> {
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!owner) throw new ApiError("not_found", CUSTOMER_NOT_FOUND);
  const rows = await db
    .select({
      entry: rewardLedger,
      actorUsername: actor.username,
      tokenId: punchTokens.id,
      batchId: punchTokens.batchId,
      batchLabel: tokenBatches.label,
      tokenCreator: tokenCreator.username,
      code: verificationCodes.code,
      productName: products.name,
      voidedBy: reversal.id,
    })
    .from(rewardLedger)
    .leftJoin(actor, eq(actor.id, rewardLedger.actorId))
    .leftJoin(punchTokens, eq(punchTokens.id, rewardLedger.tokenId))
    .leftJoin(tokenBatches, eq(tokenBatches.id, punchTokens.batchId))
    .leftJoin(tokenCreator, eq(tokenCreator.id, punchTokens.createdBy))
    .leftJoin(verificationCodes, eq(verificationCodes.id, rewardLedger.codeId))
    .leftJoin(products, eq(products.id, verificationCodes.productId))
    .leftJoin(reversal, eq(reversal.voidsEntryId, rewardLedger.id))
    .where(
      and(
        eq(rewardLedger.userId, userId),
        before === undefined ? undefined : lt(rewardLedger.id, before),
      ),
    )
    .orderBy(desc(rewardLedger.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    entries: page.map(({ entry: e, ...r }) => ({
      id: e.id,
      reason: e.reason,
      punchDelta: e.punchDelta,
      xpDelta: e.xpDelta,
      createdAt: e.createdAt,
      actor: e.actorId && r.actorUsername ? { id: e.actorId, username: r.actorUsername } : null,
      token: r.tokenId
        ? {
            id: r.tokenId,
            batchId: r.batchId,
            batchLabel: r.batchLabel,
            createdBy: r.tokenCreator,
          }
        : null,
      code: r.code ? { code: r.code, productName: r.productName ?? "" } : null,
      voidsEntryId: e.voidsEntryId,
      voidedBy: r.voidedBy,
      note: e.note,
    })),
    nextBefore: rows.length > limit ? (page.at(-1)?.entry.id ?? null) : null,
  };
}
