import "server-only";
import { sql } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { maskUsername } from "@/lib/rewards/rules";

export const COUNTER_CHANNEL = "counter";

/**
 * Tells every app server's counter displays that a shop token was redeemed. Called inside the
 * redemption's transaction, after its ledger entry is written: PostgreSQL delivers the
 * notification only if the transaction commits, and the entry's id becomes the event's id.
 * One statement.
 */
export async function notifyCounter(
  tx: Tx,
  r: { tokenId: string; username: string; punches: number; isComplete: boolean },
) {
  await tx.execute(sql`
    select pg_notify(${COUNTER_CHANNEL}, json_build_object(
      'id', id, 'tokenId', token_id, 'userId', user_id, 'maskedName', ${maskUsername(r.username)}::text,
      'punches', ${r.punches}::int, 'isComplete', ${r.isComplete}::boolean, 'at', created_at)::text)
    from reward_ledger where token_id = ${r.tokenId}`);
}
