import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { ApiError } from "@/lib/http/errors";
import { DAILY_LIMIT_REACHED } from "@/lib/rewards/messages";
import { maskUsername } from "@/lib/rewards/rules";
import type { CounterRefusal, RefusalReason } from "./event";

export const REFUSED_CHANNEL = "counter_refused";

/**
 * The reason code of a shop token's refusal: used (404), expired or voided (410), blocked
 * (403), the daily maximum or the cooldown (429). A full card refuses nothing any more (the
 * punches wait on the next card), so any other error is no refusal to show.
 */
function reasonOf(error: ApiError): RefusalReason | null {
  switch (error.code) {
    case "not_found":
      return "used";
    case "gone":
      return "expired";
    case "forbidden":
      return "blocked";
    case "rate_limited":
      return error.message === DAILY_LIMIT_REACHED ? "dailyMax" : "cooldown";
    default:
      return null;
  }
}

/**
 * Tells every app server's counter displays of a shop token's refused scan (used, expired,
 * voided, cooldown, daily limit, blocked), so the cashier sees who and why. Its transaction
 * rolled back, so the notice is sent after it (lib/counter/listeners.ts).
 */
export async function announceRefusal({
  tokenId,
  username,
  error,
}: {
  tokenId: string;
  username: string;
  error: unknown;
}): Promise<void> {
  if (!(error instanceof ApiError)) return;
  const reason = reasonOf(error);
  if (!reason) return;
  const refusal: CounterRefusal = {
    tokenId,
    maskedName: maskUsername(username),
    reason,
    ...(reason === "cooldown" && error.retryAfter !== undefined
      ? { waitSeconds: error.retryAfter }
      : {}),
    at: new Date().toISOString(),
  };
  try {
    await db.execute(sql`select pg_notify(${REFUSED_CHANNEL}, ${JSON.stringify(refusal)})`);
  } catch (notifyError) {
    // The customer's answer matters more than the display's news.
    console.error("[counter] refusal notice failed:", notifyError);
  }
}
