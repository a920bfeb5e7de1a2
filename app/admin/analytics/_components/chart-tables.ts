// Each chart's numbers as one table: the screen reader's table behind the chart and the
// chart's CSV download are the same rows, so the file always says what the chart shows.
import type { CsvCell } from "@/lib/export/csv-text";
import type { AnalyticsReport, HeatCell, TokenCount } from "@/lib/analytics/types";

export type ChartTable = { header: string[]; rows: CsvCell[][] };

export const WEEKDAYS = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
];
export const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

export function dailyTable(report: AnalyticsReport): ChartTable {
  return {
    header: ["Day", "Punches", "Codes verified"],
    rows: report.daily.map((d) => [d.day, d.punches, d.codes]),
  };
}

/** Every weekday × hour cell, zeros included: rows are weekdays, columns the hours. */
export function heatGrid(cells: HeatCell[]): number[][] {
  const grid = WEEKDAYS.map(() => HOURS.map(() => 0));
  for (const c of cells) grid[c.weekday - 1]![c.hour] = c.count;
  return grid;
}

export function heatTable(report: AnalyticsReport): ChartTable {
  return {
    header: ["Weekday", ...HOURS.map((h) => `${String(h).padStart(2, "0")}:00`)],
    rows: heatGrid(report.heatmap).map((counts, i) => [WEEKDAYS[i]!, ...counts]),
  };
}

export function productsTable(report: AnalyticsReport): ChartTable {
  return {
    header: ["Product", "Codes verified"],
    rows: report.products.map((p) => [p.product, p.codes]),
  };
}

export function rewardsTable(report: AnalyticsReport): ChartTable {
  return {
    header: ["Reward", "Handed over"],
    rows: report.rewards.map((r) => [r.reward, r.handedOver]),
  };
}

function tokensTable(first: string, counts: TokenCount[]): ChartTable {
  return {
    header: [first, "Tokens issued", "Tokens redeemed"],
    rows: counts.map((c) => [c.name, c.issued, c.redeemed]),
  };
}

export const staffTable = (report: AnalyticsReport) => tokensTable("Staff member", report.staff);
export const batchesTable = (report: AnalyticsReport) => tokensTable("Batch", report.batches);

export function tiersTable(report: AnalyticsReport): ChartTable {
  return {
    header: ["Tier", "Customers"],
    rows: report.tiers.map((t) => [t.tier, t.customers]),
  };
}
