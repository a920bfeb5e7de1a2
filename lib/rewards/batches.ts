import "server-only";
import { and, eq, gte, sql } from "drizzle-orm";
import { db, type Tx } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { punchTokens, tokenBatches, users, type Role } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";
import { m } from "../i18n/text.ts";
import { randomId, randomShortCode } from "@/lib/security/tokens";
import { readShopSettings } from "@/lib/settings/shop";
import { shopDay, startOfShopDay } from "@/lib/settings/shop-day";
import { STAFF_SHEET_DAYS } from "@/lib/rewards/batch-schema";
import { holdTokenPunches } from "./issue";

// Keys of the `errors` catalogue (route() answers them in the caller's language).
export const BATCH_NOT_FOUND = "errors.rewardsStaff.batchNotFound";
export const BATCH_ALREADY_VOIDED = "errors.rewardsStaff.batchAlreadyVoided";
export const staffSheetTooLong = m("errors.rewardsStaff.staffSheetTooLong", {
  days: STAFF_SHEET_DAYS,
});
export const staffTokensLeft = (left: number, perDay: number) =>
  left <= 0
    ? m("errors.rewardsStaff.staffTokensUsedUp", { perDay })
    : m("errors.rewardsStaff.staffTokensLeft", { left, perDay });

/**
 * A printed sheet of shop tokens: the batch and every token in one transaction, so a sheet
 * never exists half made. Each token is an ordinary single-use shop token that stops at the
 * batch's expiry. A staff member's sheets are held to the shop's punches per day and expire
 * within STAFF_SHEET_DAYS: printed punches are the easiest to hand a friend.
 */
export async function createBatch({
  count,
  expiresAt,
  label,
  punches = 1,
  actor,
}: {
  count: number;
  expiresAt: Date;
  label: string;
  /** Punches each token carries: 1 up to the program's most per token. */
  punches?: number;
  actor: { id: string; role: Role };
}) {
  const actorId = actor.id;
  return transaction(async (tx) => {
    await holdTokenPunches(punches, tx);
    if (actor.role === "staff") {
      await holdStaffAllowance(tx, { actorId, count, punches, expiresAt });
    }
    const [batch] = await tx
      .insert(tokenBatches)
      .values({ count, expiresAt, label, punches, createdBy: actorId })
      .returning();
    const rows = Array.from({ length: count }, () => ({
      id: randomId(),
      code: randomShortCode(),
      kind: "admin" as const,
      createdBy: actorId,
      expiresAt,
      batchId: batch!.id,
      punches,
    }));
    await tx.insert(punchTokens).values(rows);
    return batch!;
  });
}

/**
 * Refuses a staff member's sheet past their punches for today (the shop's day) or expiring too
 * far ahead. The allowance counts punches, each token's, not tokens: 200 tokens of 5 punches
 * are 1,000 punches. Their user row is locked first, so two sheets asked for at once are
 * counted one after the other.
 */
async function holdStaffAllowance(
  tx: Tx,
  {
    actorId,
    count,
    punches,
    expiresAt,
  }: { actorId: string; count: number; punches: number; expiresAt: Date },
) {
  if (expiresAt.getTime() > Date.now() + STAFF_SHEET_DAYS * 86_400_000) {
    throw ApiError.onField("bad_request", "expiresAt", staffSheetTooLong);
  }
  const { timeZone, staffTokensPerDay } = await readShopSettings(tx);
  const since = new Date(startOfShopDay(shopDay(new Date(), timeZone), timeZone));
  await tx.select({ id: users.id }).from(users).where(eq(users.id, actorId)).for("update");
  const [printed] = await tx
    .select({
      punches:
        sql<number>`coalesce(sum(${tokenBatches.count} * ${tokenBatches.punches}), 0)`.mapWith(
          Number,
        ),
    })
    .from(tokenBatches)
    .where(and(eq(tokenBatches.createdBy, actorId), gte(tokenBatches.createdAt, since)));
  const left = staffTokensPerDay - (printed?.punches ?? 0);
  if (count * punches > left) throw ApiError.retryLater(staffTokensLeft(left, staffTokensPerDay));
}

/**
 * Voids a sheet and its unused tokens in one statement, so no redemption can slip between
 * the two. A redemption holding a token's lock finishes first; the update then re-reads the
 * row, sees it used and leaves it used. Voiding twice is refused: the first void stands.
 */
export async function voidBatch({ id, actorId }: { id: string; actorId: string }) {
  const { rows } = await db.execute<{
    voidedAt: string | null;
    tokens: number;
    found: boolean;
  }>(sql`
    with batch as (
      update token_batches set voided_at = now(), voided_by = ${actorId}
      where id = ${id} and voided_at is null
      returning id, voided_at
    ), tokens as (
      update punch_tokens t set voided_at = batch.voided_at
      from batch
      where t.batch_id = batch.id and t.used_at is null and t.voided_at is null
      returning t.id
    )
    select (select voided_at from batch) as "voidedAt",
           (select count(*)::int from tokens) as tokens,
           exists (select 1 from token_batches where id = ${id}) as found
  `);
  const result = rows[0]!;
  if (!result.found) throw new ApiError("not_found", BATCH_NOT_FOUND);
  if (!result.voidedAt) throw new ApiError("conflict", BATCH_ALREADY_VOIDED);
  return { id, voidedAt: new Date(result.voidedAt), voidedTokens: result.tokens };
}
