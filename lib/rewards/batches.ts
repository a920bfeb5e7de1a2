import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { punchTokens, tokenBatches } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";
import { randomId } from "@/lib/security/tokens";

export const BATCH_NOT_FOUND = "Token sheet not found";
export const BATCH_ALREADY_VOIDED = "This token sheet has already been voided";

/**
 * A printed sheet of shop tokens: the batch and every token in one transaction, so a sheet
 * never exists half made. Each token is an ordinary single-use shop token that stops at the
 * batch's expiry.
 */
export async function createBatch({
  count,
  expiresAt,
  label,
  actorId,
}: {
  count: number;
  expiresAt: Date;
  label: string;
  actorId: string;
}) {
  return transaction(async (tx) => {
    const [batch] = await tx
      .insert(tokenBatches)
      .values({ count, expiresAt, label, createdBy: actorId })
      .returning();
    const rows = Array.from({ length: count }, () => ({
      id: randomId(),
      kind: "admin" as const,
      createdBy: actorId,
      expiresAt,
      batchId: batch!.id,
    }));
    await tx.insert(punchTokens).values(rows);
    return batch!;
  });
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
