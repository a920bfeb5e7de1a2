import { currencyDigits } from "@/lib/i18n/money";
import { m } from "../i18n/text.ts";

/**
 * Money is whole hundredths of the shop's currency everywhere inside the app; amounts (numbers
 * with at most two decimals) only at the edges: the API contract and the forms. Sums of
 * integers never drift. It is written for a reader by `formatMoney` (lib/i18n/money.ts).
 */

/** An amount to hundredths, or null when the value has more than two decimals or is not finite. */
export function toCents(dollars: number): number | null {
  if (!Number.isFinite(dollars)) return null;
  const cents = Math.round(dollars * 100);
  // 0.1 * 100 is 10.000000000000002: allow that noise, refuse a real third decimal.
  return Math.abs(dollars * 100 - cents) < 1e-6 ? cents : null;
}

/** Hundredths to the contract's amount (a number such as 12.5). */
export function toDollars(cents: number): number {
  return cents / 100;
}

/**
 * The smallest amount the currency has, in hundredths: 1 for USD and EUR, 100 for JPY (no
 * fraction of a yen). A currency with three decimals still counts in hundredths.
 */
export function smallestCents(currency: string): number {
  return 10 ** Math.max(0, 2 - currencyDigits(currency));
}

/** A money field's step: 0.01 for USD and EUR, 1 for JPY. */
export function moneyStep(currency: string): number {
  return smallestCents(currency) / 100;
}

/** Whether the amount in hundredths is a whole number of the currency's smallest unit. */
export function fitsCurrency(cents: number, currency: string): boolean {
  return cents % smallestCents(currency) === 0;
}

/** A field's amount refused for a fraction the currency does not have (450.5 yen). */
export type FractionIssue = { code: "custom"; path: [string]; message: string };

/**
 * The amounts (hundredths, by field) that are no whole unit of `currency`, each as an issue
 * under its field: the one rule the product form checks before sending and the API before
 * saving (lib/catalog/currency-amounts.ts). A missing or null amount is not checked.
 */
export function fractionIssues(
  currency: string,
  amounts: Record<string, number | null | undefined>,
): FractionIssue[] {
  const message = m("errors.validation.currencyFraction", { currency });
  return Object.entries(amounts)
    .filter(([, cents]) => typeof cents === "number" && !fitsCurrency(cents, currency))
    .map(([field]) => ({ code: "custom", path: [field], message }));
}

/** The currency's sign as the reader's language writes it: "$", "€", "¥", "US$" in Spanish. */
export function currencySymbol(currency: string, locale: string): string {
  const parts = new Intl.NumberFormat(locale, { style: "currency", currency }).formatToParts(0);
  return parts.find((part) => part.type === "currency")?.value ?? currency;
}

/**
 * An amount as a money field shows it: "12.50", "450" for JPY. An amount stored before the
 * shop chose a currency without decimals keeps its decimals, so saving never changes it.
 */
export function amountForInput(amount: number, currency: string): string {
  const cents = toCents(amount) ?? Math.round(amount * 100);
  return amount.toFixed(fitsCurrency(cents, currency) ? Math.min(2, currencyDigits(currency)) : 2);
}
