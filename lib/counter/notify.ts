import "server-only";

// The counter's channel and the redemption's notice on it (the closing select of the ledger
// write) live with the redemption's statements, which the bench's floor sends too.
export { COUNTER_CHANNEL, counterNoticeSql as counterNotice } from "@/lib/rewards/reward-sql";

/**
 * A staff member's or admin's session may have ended (signed out, signed out everywhere, role
 * or password changed, account deleted): the payload is their user id. Sent by triggers
 * (drizzle/0016_session-end-notices.sql), so every app server's open counter streams check
 * at once, whoever made the change and wherever.
 */
export const SESSION_CHANNEL = "session_ended";
