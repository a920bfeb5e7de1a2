// When each message the shop sends on its own is due, as the moments and days the run's SQL
// compares with. Pure: the scheduler passes "now", so tests move the clock instead of waiting.
import type { AutomationKind } from "@/lib/db/schema";
import { shopDay, startOfShopDay } from "@/lib/settings/shop-day";
import { birthdaysOn, daysBefore } from "./shop-days";

const DAY_MS = 86_400_000;

/** At most this many automatic messages per customer in a shop day, and in the last 7. */
export const DAILY_CAP = 1;
export const WEEKLY_CAP = 3;
/** Welcome: joined, or first punched, within this many days. */
export const WELCOME_WITHIN_DAYS = 2;
/** One punch away: one punch from the card's next reward and no visit for this many days. */
export const ONE_AWAY_AFTER_DAYS = 3;
/** Reward waiting: a reward reached and not handed over for this many days. */
export const REWARD_WAITING_AFTER_DAYS = 7;
/** We miss you: at least this many visits before the absence counts. */
export const MISS_YOU_MIN_VISITS = 2;
/** Birthday: the gift token's life, and the notice a newly entered birthday needs. */
export const GIFT_VALID_DAYS = 30;
export const BIRTHDAY_NOTICE_DAYS = 30;

/**
 * The order a run goes through them: under the daily cap the first that is due wins, so the
 * birthday (one day a year) comes first and the absence (due for weeks) last.
 */
export const RUN_ORDER: readonly AutomationKind[] = [
  "birthday",
  "welcome",
  "reward_waiting",
  "one_away",
  "miss_you",
];

export type Clock = { now: Date; timeZone: string };

/** Where the caps count from: the start of today's shop day, and of the shop day 6 days ago. */
export function capWindows({ now, timeZone }: Clock): { dayStart: Date; weekStart: Date } {
  const today = shopDay(now, timeZone);
  return {
    dayStart: new Date(startOfShopDay(today, timeZone)),
    weekStart: new Date(startOfShopDay(daysBefore(today, 6), timeZone)),
  };
}

/** The moment `days` whole days before now. */
export const daysAgo = (now: Date, days: number) => new Date(+now - days * DAY_MS);

/** Welcome: accounts made, or first punches, since this moment and shop day. */
export function welcomeSince({ now, timeZone }: Clock): { at: Date; day: string } {
  const at = daysAgo(now, WELCOME_WITHIN_DAYS);
  return { at, day: shopDay(at, timeZone) };
}

/** We miss you: the last visit on this shop day or before, `days` without one since. */
export function missYouLastVisitBy({ now, timeZone }: Clock, days: number): string {
  return daysBefore(shopDay(now, timeZone), days);
}

/**
 * Birthday: today's birthdays (29 February on the 28th in a common year), the year the gift
 * belongs to, and the moment the birthday must have been entered before: BIRTHDAY_NOTICE_DAYS
 * shop days ahead of today (Smile.io's rule against entering one the day before).
 */
export function birthdayRule({ now, timeZone }: Clock): {
  dates: { month: number; day: number }[];
  year: string;
  enteredBefore: Date;
  giftExpiresAt: Date;
} {
  const today = shopDay(now, timeZone);
  return {
    dates: birthdaysOn(today),
    year: today.slice(0, 4),
    enteredBefore: new Date(startOfShopDay(daysBefore(today, BIRTHDAY_NOTICE_DAYS - 1), timeZone)),
    giftExpiresAt: new Date(+now + GIFT_VALID_DAYS * DAY_MS),
  };
}
