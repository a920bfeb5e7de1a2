import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { ApiError } from "@/lib/http/errors";
import { CARD_COMPLETE_TITLE, INVALID_TOKEN_TITLE, refusalTitle } from "@/lib/rewards/messages";
import { maskUsername } from "@/lib/rewards/rules";
import type { CounterRefusal } from "./event";

export const REFUSED_CHANNEL = "counter_refused";

// The refusals of a shop token's scan, by the error that carries them out of the transaction.
const pending = new WeakMap<ApiError, Omit<CounterRefusal, "at">>();

// Every refusal a shop token's scan meets: used (404), expired or voided (410), blocked (403),
// a full card (409), cooldown or daily maximum (429).
const REFUSALS = new Set(["not_found", "gone", "forbidden", "conflict", "rate_limited"]);

/**
 * Marks a refusal (used, expired, voided, cooldown, daily limit, blocked, a full card) of a shop
 * token's scan for the counter display that shows it, so the cashier sees who and why. Called inside the redemption's transaction, which then rolls back:
 * a notice sent there would be dropped with it, so announceRefusal sends it afterwards.
 */
export function markRefusal(
  error: unknown,
  { tokenId, username }: { tokenId: string; username: string },
): void {
  if (!(error instanceof ApiError)) return;
  if (!REFUSALS.has(error.code)) return;
  pending.set(error, {
    tokenId,
    maskedName: maskUsername(username),
    // The only conflict a good shop token meets is a full card.
    title:
      refusalTitle(error.code) ??
      (error.code === "not_found" ? INVALID_TOKEN_TITLE : CARD_COMPLETE_TITLE),
    reason: error.message,
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
