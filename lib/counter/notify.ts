import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { maskUsername } from "@/lib/rewards/rules";

export const COUNTER_CHANNEL = "counter";
/**
 * A staff member's or admin's session may have ended (signed out, signed out everywhere, role
 * or password changed, account deleted): the payload is their user id. Sent by triggers
 * (drizzle/0016_session-end-notices.sql), so every app server's open counter streams check
 * at once, whoever made the change and wherever.
 */
export const SESSION_CHANNEL = "session_ended";

/**
 * Tells every app server's counter displays that a shop token was redeemed: the closing
 * select of the redemption's ledger write (lib/rewards/grant.ts), reading the `entry` it has
 * just inserted, so it costs no round trip of its own. PostgreSQL delivers the notification
 * only if the transaction commits, and the entry's id becomes the event's id.
 */
export function counterNotice(r: {
  username: string;
  punches: number;
  isComplete: boolean;
  /** The customer joined at the counter with this very token. */
  isNew: boolean;
}): SQL {
  return sql`
    select pg_notify(${COUNTER_CHANNEL}, json_build_object(
      'id', id, 'tokenId', token_id, 'userId', user_id, 'maskedName', ${maskUsername(r.username)}::text,
      'punches', ${r.punches}::int, 'isComplete', ${r.isComplete}::boolean, 'isNew', ${r.isNew}::boolean,
      'at', created_at)::text)
    from entry`;
}
