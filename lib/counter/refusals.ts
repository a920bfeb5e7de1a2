import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { ApiError } from "@/lib/http/errors";
import { DAILY_LIMIT_REACHED } from "@/lib/rewards/messages";
import { maskUsername } from "@/lib/rewards/rules";
import type { CounterRefusal, RefusalReason } from "./event";

export const REFUSED_CHANNEL = "counter_refused";

// The refusals of a shop token's scan, by the error that carries them out of the transaction.
const pending = new WeakMap<ApiError, Omit<CounterRefusal, "at">>();

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
 * Marks a refusal (used, expired, voided, cooldown, daily limit, blocked) of a shop token's
 * scan for the counter display that shows it, so the cashier sees who and why. Called inside
 * the redemption's transaction, which then rolls back: a notice sent there would be dropped
 * with it, so announceRefusal sends it afterwards.
 */
export function markRefusal(
  error: unknown,
  { tokenId, username }: { tokenId: string; username: string },
): void {
  if (!(error instanceof ApiError)) return;
  const reason = reasonOf(error);
  if (!reason) return;
  pending.set(error, {
    tokenId,
    maskedName: maskUsername(username),
    reason,
    ...(reason === "cooldown" && error.retryAfter !== undefined
      ? { waitSeconds: error.retryAfter }
      : {}),
  });
}

/** Tells every app server's counter displays of a refusal marked by markRefusal, if any. */
export async function announceRefusal(error: unknown): Promise<void> {
  const refusal = error instanceof ApiError ? pending.get(error) : undefined;
  if (!refusal) return;
  const payload = JSON.stringify({ ...refusal, at: new Date().toISOString() });
  try {
    await db.execute(sql`select pg_notify(${REFUSED_CHANNEL}, ${payload})`);
  } catch (notifyError) {
    // The customer's answer matters more than the display's news.
    console.error("[counter] refusal notice failed:", notifyError);
  }
}
