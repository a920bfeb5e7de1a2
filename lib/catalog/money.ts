/**
 * Money is whole cents everywhere inside the app; dollars (numbers with at most two
 * decimals) only at the edges: the API contract and the forms. Sums of integers never drift.
 */

/** Dollars to cents, or null when the value has more than two decimals or is not finite. */
export function toCents(dollars: number): number | null {
  if (!Number.isFinite(dollars)) return null;
  const cents = Math.round(dollars * 100);
  // 0.1 * 100 is 10.000000000000002: allow that noise, refuse a real third decimal.
  return Math.abs(dollars * 100 - cents) < 1e-6 ? cents : null;
}

/** Cents to the contract's dollars (a number such as 12.5). */
export function toDollars(cents: number): number {
  return cents / 100;
}

/** "$1,234.50"; negative amounts as "-$3.00". */
export function formatMoney(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100).toLocaleString("en-US");
  const rest = String(abs % 100).padStart(2, "0");
  return `${sign}$${whole}.${rest}`;
}
