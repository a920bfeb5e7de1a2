// The answer of GET /api/admin/analytics, shared by the route, the page and the tests.
import type { DayRange } from "./period";

export type PeriodFigures = {
  activeCustomers: number;
  newCustomers: number;
  returningCustomers: number;
  /** Share (0–1) of active customers with two or more visits; null with no one active. */
  repeatRate: number | null;
  punches: number;
  codes: number;
  cardsCompleted: number;
  /** Rewards handed over (each reward of a card counts once). */
  rewardsHandedOver: number;
  /** Average days between a customer's consecutive visits; null without a second visit. */
  averageDaysBetweenVisits: number | null;
  /** Customers who reached a level that earns a free punch token (every 15 levels). */
  levelUps: number;
  levelUpTokensIssued: number;
  levelUpTokensUsed: number;
};

export type DailyPoint = { day: string; punches: number; codes: number };
/** weekday 1 (Monday) to 7 (Sunday), hour 0–23 in the shop's time zone: punches + codes. */
export type HeatCell = { weekday: number; hour: number; count: number };
export type ProductCount = { product: string; codes: number };
/**
 * `name`: the staff member's name or username, or the batch's label; null for a deleted account
 * or an unlabelled batch, which the screen names in the reader's language (with `day`, the
 * unlabelled batch's day of printing, YYYY-MM-DD in the shop's time zone).
 */
export type TokenCount = {
  name: string | null;
  day?: string | null;
  issued: number;
  redeemed: number;
};
export type TierCount = { tier: string; customers: number };
/** A reward by its name as it was handed over ("Free cookie"), and how many times. */
export type RewardCount = { reward: string; handedOver: number };

export type AnalyticsReport = {
  timeZone: string;
  range: DayRange;
  previousRange: DayRange;
  figures: PeriodFigures;
  previous: PeriodFigures;
  daily: DailyPoint[];
  /** Only the cells with activity. */
  heatmap: HeatCell[];
  products: ProductCount[];
  /** Rewards handed over in the range, per reward, the most handed over first. */
  rewards: RewardCount[];
  staff: TokenCount[];
  batches: TokenCount[];
  tiers: TierCount[];
};
