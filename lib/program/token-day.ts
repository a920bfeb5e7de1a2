import { m } from "../i18n/text.ts";

/**
 * A token must fit in a day: with a daily maximum of 2 punches, a token of 3 is refused to
 * every customer on every day. The program's most punches per token and the settings' daily
 * maximum live in two tables, saved by two calls: each save checks the other's value inside
 * its transaction (lib/program/save.ts, lib/shop/update.ts), and each refusal names the
 * other setting. Pure: the forms and the counter use it too.
 */

/** The most punches a token may carry today: the program's, never past the day's maximum. */
export function tokenPunchesMost(maxTokenPunches: number, maxPunchesPerDay: number | null): number {
  if (maxPunchesPerDay === null) return maxTokenPunches;
  return Math.max(1, Math.min(maxTokenPunches, maxPunchesPerDay));
}

/** The program's refusal, on "Most punches per token": null when a token fits in a day. */
export function perTokenAboveDay(
  maxTokenPunches: number,
  maxPunchesPerDay: number | null,
): string | null {
  if (maxPunchesPerDay === null || maxTokenPunches <= maxPunchesPerDay) return null;
  return m("errors.validation.perTokenAboveDay", { max: maxPunchesPerDay });
}

/** The settings' refusal, on "Punches per day": null when the program's tokens fit in it. */
export function dayBelowPerToken(
  maxPunchesPerDay: number | null,
  maxTokenPunches: number,
): string | null {
  if (maxPunchesPerDay === null || maxTokenPunches <= maxPunchesPerDay) return null;
  return m("errors.validation.dayBelowPerToken", { most: maxTokenPunches });
}
