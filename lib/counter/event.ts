/** A shop token redeemed, as a counter display receives it. `id` is the ledger entry's id. */
export type CounterEvent = {
  id: number;
  tokenId: string;
  userId: string;
  maskedName: string;
  /** The card's punches after the token, out of `size`. */
  punches: number;
  isComplete: boolean;
  // The card of the shop's program. Optional: while app servers are upgraded one by one, a
  // display may hear an event from a server of the version before, which sent none of these.
  size?: number;
  /** Punches the token carried: the display shows "+3". */
  added?: number;
  /** Punches past the card's end, waiting on the customer's next card. */
  waiting?: number;
  /** The rewards to hand over now: reached and not handed over yet, by name, in card order. */
  rewardsWaiting?: string[];
  /** A new customer: they joined at the counter with this token, as their first punch. */
  isNew: boolean;
  at: string;
};

/**
 * Why a scan of a shop token was refused, as a code: the display words it in its own language
 * (the shop's), so no English travels on the stream. A voided token reads as an expired one,
 * as the customer's own answer does.
 */
export const REFUSAL_REASONS = ["used", "expired", "cooldown", "dailyMax", "blocked"] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

export function isRefusalReason(value: unknown): value is RefusalReason {
  return typeof value === "string" && (REFUSAL_REASONS as readonly string[]).includes(value);
}

/**
 * A scan of a shop token that was refused (already used, expired, voided, cooldown, daily
 * limit, blocked): the display that shows the token says who and why. Nothing was written,
 * so it carries no ledger id and is not replayed on a reconnect: it is news only while it is
 * fresh.
 */
export type CounterRefusal = {
  tokenId: string;
  maskedName: string;
  reason: RefusalReason;
  /** The cooldown's wait in seconds, as the customer's answer had it. */
  waitSeconds?: number;
  at: string;
};

export function refusalFrame(refusal: CounterRefusal): string {
  return `event: refused\ndata: ${JSON.stringify(refusal)}\n\n`;
}

/** One Server-Sent Events frame for a redemption: its id lets a reconnect resume after it. */
export function redemptionFrame(event: CounterEvent): string {
  return `id: ${event.id}\nevent: redeemed\ndata: ${JSON.stringify(event)}\n\n`;
}

/**
 * The id a reconnecting display resumes after (the Last-Event-ID header EventSource sends, or
 * `?after=` when the page opens a new EventSource itself); anything else starts afresh.
 */
export function parseEventId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  return Number(value);
}
