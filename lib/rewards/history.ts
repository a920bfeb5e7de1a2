import "server-only";
import { and, desc, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db } from "@/lib/db/client";
import {
  adminActions,
  products,
  punchTokens,
  referrals,
  rewardLedger,
  tokenBatches,
  users,
  verificationCodes,
  type LedgerEntry,
} from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";
import type { LedgerPageQuery } from "@/lib/rewards/customer-schema";
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
  /** A reward handed over: its name and place on the card, as they were then. */
  reward: { name: string; at: number } | null;
  voidsEntryId: number | null;
  /** The void entry that reversed this one, if any. */
  voidedBy: number | null;
  note: string | null;
  /**
   * A referral bonus's invitation: who invited whom (usernames). Only for the owner: who
   * invited whom is theirs to read, so staff's timeline words the entry without names.
   */
  referral: { inviter: string; friend: string } | null;
};

/** An admin stopping or restarting the customer's earning, shown among the entries by time. */
export type StandingChange = {
  id: number;
  action: "block" | "unblock";
  createdAt: Date;
  actor: { id: string; username: string } | null;
};

export type HistoryPage = {
  entries: HistoryEntry[];
  nextBefore: number | null;
  /** The blocks and unblocks between this page's oldest entry and the previous page's. */
  standing: StandingChange[];
};

const actor = alias(users, "actor");
const tokenCreator = alias(users, "token_creator");
const reversal = alias(rewardLedger, "reversal");
const inviter = alias(users, "inviter");
const friend = alias(users, "friend");

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
  withReferrals = false,
}: { userId: string; withReferrals?: boolean } & LedgerPageQuery): Promise<HistoryPage> {
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
      inviter: inviter.username,
      friend: friend.username,
    })
    .from(rewardLedger)
    .leftJoin(actor, eq(actor.id, rewardLedger.actorId))
    .leftJoin(punchTokens, eq(punchTokens.id, rewardLedger.tokenId))
    .leftJoin(tokenBatches, eq(tokenBatches.id, punchTokens.batchId))
    .leftJoin(tokenCreator, eq(tokenCreator.id, punchTokens.createdBy))
    .leftJoin(verificationCodes, eq(verificationCodes.id, rewardLedger.codeId))
    .leftJoin(products, eq(products.id, verificationCodes.productId))
    .leftJoin(reversal, eq(reversal.voidsEntryId, rewardLedger.id))
    .leftJoin(referrals, eq(referrals.id, rewardLedger.referralId))
    .leftJoin(inviter, eq(inviter.id, referrals.inviterId))
    .leftJoin(friend, eq(friend.id, referrals.friendId))
    .where(
      and(
        eq(rewardLedger.userId, userId),
        before === undefined ? undefined : lt(rewardLedger.id, before),
      ),
    )
    .orderBy(desc(rewardLedger.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const hasMore = rows.length > limit;
  const standing = await standingChanges({
    userId,
    // Newer than this page: shown with the page before (the entry `before` is on it).
    before:
      before === undefined
        ? undefined
        : sql`(select ${rewardLedger.createdAt} from ${rewardLedger} where ${rewardLedger.id} = ${before})`,
    // Older than this page's oldest entry: shown with the next page, if there is one.
    from: hasMore ? page.at(-1)?.entry.createdAt : undefined,
  });
  return {
    standing,
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
      reward:
        e.reason === "reward" && e.rewardName !== null
          ? { name: e.rewardName, at: e.rewardAt ?? 0 }
          : null,
      voidsEntryId: e.voidsEntryId,
      voidedBy: r.voidedBy,
      note: e.note,
      referral:
        withReferrals && r.inviter && r.friend ? { inviter: r.inviter, friend: r.friend } : null,
    })),
    nextBefore: hasMore ? (page.at(-1)?.entry.id ?? null) : null,
  };
}

/** The blocks and unblocks of earning within a page's span of time, newest first. */
async function standingChanges({
  userId,
  before,
  from,
}: {
  userId: string;
  before?: SQL;
  from?: Date;
}): Promise<StandingChange[]> {
  const rows = await db
    .select({
      id: adminActions.id,
      action: adminActions.action,
      createdAt: adminActions.createdAt,
      actorId: adminActions.actorId,
      actorUsername: actor.username,
    })
    .from(adminActions)
    .leftJoin(actor, eq(actor.id, adminActions.actorId))
    .where(
      and(
        eq(adminActions.userId, userId),
        inArray(adminActions.action, ["block", "unblock"]),
        before === undefined ? undefined : lt(adminActions.createdAt, before),
        from === undefined ? undefined : gte(adminActions.createdAt, from),
      ),
    )
    .orderBy(desc(adminActions.createdAt), desc(adminActions.id));
  return rows.map((r) => ({
    id: r.id,
    action: r.action === "block" ? "block" : "unblock",
    createdAt: r.createdAt,
    actor: r.actorId && r.actorUsername ? { id: r.actorId, username: r.actorUsername } : null,
  }));
}
