// The analytics' arithmetic, pure: the database sums, these divide and compare. The tests
// also count a small hand-made ledger with them (visitTotals) to know the right answer.
import { shopDay } from "@/lib/settings/shop-day";
import type { DayRange } from "./period";

/** A visit: a shop day on which a customer earned a punch or had a code verified. */
export type Visit = { userId: string; day: string };

/** What the database sums over a period's visits (see lib/analytics/customers.ts). */
export type VisitTotals = {
  /** Customers with at least one visit. */
  active: number;
  /** Customers with two or more visits. */
  repeaters: number;
  /** Days between each customer's consecutive visits, added up, and how many such gaps. */
  gapDays: number;
  gaps: number;
};

/** Share of active customers who came twice or more (0–1); null with no one active. */
export function repeatRate({ active, repeaters }: VisitTotals): number | null {
  return active === 0 ? null : repeaters / active;
}

/** Average days between a customer's consecutive visits over every gap; null without gaps. */
export function averageGap({ gapDays, gaps }: VisitTotals): number | null {
  return gaps === 0 ? null : gapDays / gaps;
}

/**
 * The totals of the visits inside `range`. A customer's gaps add up to their last visit day
 * minus their first, which is how the database sums them without listing every gap.
 */
export function visitTotals(visits: Visit[], range: DayRange): VisitTotals {
  const days = new Map<string, Set<string>>();
  for (const { userId, day } of visits) {
    if (day < range.from || day > range.to) continue;
    days.set(userId, (days.get(userId) ?? new Set()).add(day));
  }
  const totals: VisitTotals = { active: days.size, repeaters: 0, gapDays: 0, gaps: 0 };
  for (const set of days.values()) {
    const sorted = [...set].sort();
    if (sorted.length >= 2) totals.repeaters += 1;
    for (let i = 1; i < sorted.length; i++) {
      totals.gapDays += Math.round(
        (Date.parse(sorted[i]!) - Date.parse(sorted[i - 1]!)) / 86_400_000,
      );
      totals.gaps += 1;
    }
  }
  return totals;
}

/** The visits a ledger records: its punches and codes, on the shop's days. */
export function visitsOf(
  entries: { userId: string; reason: string; at: Date }[],
  timeZone: string,
): Visit[] {
  return entries
    .filter((e) => e.reason === "token" || e.reason === "code")
    .map((e) => ({ userId: e.userId, day: shopDay(e.at, timeZone) }));
}

export type Change = { direction: "up" | "down" | "same"; percent: number | null };

/** A figure against the previous period: the percent is null when the previous was 0. */
export function compare(current: number | null, previous: number | null): Change {
  const now = current ?? 0;
  const before = previous ?? 0;
  const direction = now > before ? "up" : now < before ? "down" : "same";
  if (before === 0) return { direction, percent: null };
  return { direction, percent: Math.round(((now - before) / Math.abs(before)) * 100) };
}
