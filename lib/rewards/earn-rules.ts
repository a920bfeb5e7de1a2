// The owner's earn rules as plain arithmetic: the shop's day, how long to wait, and whether one
// more punch or code may be earned. No database here: the reward transactions read the counts
// under their locks and ask these functions (earn-rules-sql.ts does the reading).
import { shopDay, startOfShopDay } from "@/lib/settings/shop-day";
import { DAILY_LIMIT_REACHED, EARNING_BLOCKED, nextPunchIn } from "./messages";

/** What the owner set (null is off), as shop_settings holds it. */
export type EarnRules = {
  punchCooldownMinutes: number | null;
  maxPunchesPerDay: number | null;
  maxCodesPerDay: number | null;
  timeZone: string;
};

/** A customer's standing, read under the reward transaction's locks, this attempt included. */
export type EarnState = {
  blocked: boolean;
  lastPunchAt: Date | null;
  /** Today's punches or codes with this attempt counted. */
  dayPunches: number;
  dayCodes: number;
};

/** Why an attempt is refused: a 403 for a blocked customer, a 429 with the wait otherwise. */
export type Refusal =
  | { code: "forbidden"; message: string }
  | { code: "rate_limited"; message: string; retryAfter: number };

const DAY_MS = 86_400_000;

/** Seconds from `now` until the shop's next day begins ("come back tomorrow"). */
export function secondsUntilTomorrow(now: Date | number, timeZone: string): number {
  const today = shopDay(now, timeZone);
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  return Math.max(1, Math.ceil((startOfShopDay(tomorrow, timeZone) - +now) / 1000));
}

/** Seconds left of the cooldown after the last punch; 0 when it is over or off. */
export function cooldownWait(
  lastPunchAt: Date | null,
  cooldownMinutes: number | null,
  now: Date | number,
): number {
  if (!lastPunchAt || !cooldownMinutes) return 0;
  const left = +lastPunchAt + cooldownMinutes * 60_000 - +now;
  return Math.max(0, Math.ceil(left / 1000));
}

/**
 * Whether this punch or code may be earned. Checked in this order: a blocked customer first
 * (no wait helps), then the daily maximum (the longer wait), then the cooldown.
 */
export function refuseEarning(
  kind: "punch" | "code",
  rules: EarnRules,
  state: EarnState,
  now: Date | number,
): Refusal | null {
  if (state.blocked) return { code: "forbidden", message: EARNING_BLOCKED };
  const max = kind === "punch" ? rules.maxPunchesPerDay : rules.maxCodesPerDay;
  const count = kind === "punch" ? state.dayPunches : state.dayCodes;
  if (max !== null && count > max) {
    return {
      code: "rate_limited",
      message: DAILY_LIMIT_REACHED,
      retryAfter: secondsUntilTomorrow(now, rules.timeZone),
    };
  }
  if (kind === "punch") {
    const wait = cooldownWait(state.lastPunchAt, rules.punchCooldownMinutes, now);
    if (wait > 0) return { code: "rate_limited", message: nextPunchIn(wait), retryAfter: wait };
  }
  return null;
}
