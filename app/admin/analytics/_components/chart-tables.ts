// Each chart's numbers as one table: the screen reader's table behind the chart and the
// chart's CSV download are the same rows, so the file always says what the chart shows. The
// headers are in the reader's language (adminSettings.analytics.columns), the weekdays too.
import type { useTranslations } from "next-intl";
import type { CsvCell } from "@/lib/export/csv-text";
import type { AnalyticsReport, HeatCell, TokenCount } from "@/lib/analytics/types";

export type ChartTable = { header: string[]; rows: CsvCell[][] };

export type Columns = ReturnType<typeof useTranslations<"adminSettings.analytics.columns">>;

/** Monday to Sunday, in the reader's language (`weekday` names a day 0–6 from Monday). */
export type WeekdayName = (day: number) => string;

export const DAYS = [0, 1, 2, 3, 4, 5, 6];
export const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** "09:00": an hour of the shop's day, as the heat map's columns name it. */
export const hourText = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

export function dailyTable(report: AnalyticsReport, t: Columns): ChartTable {
  return {
    header: [t("day"), t("punches"), t("codes")],
    rows: report.daily.map((d) => [d.day, d.punches, d.codes]),
  };
}

/** Every weekday × hour cell, zeros included: rows are weekdays, columns the hours. */
export function heatGrid(cells: HeatCell[]): number[][] {
  const grid = DAYS.map(() => HOURS.map(() => 0));
  for (const c of cells) grid[c.weekday - 1]![c.hour] = c.count;
  return grid;
}

export function heatTable(report: AnalyticsReport, t: Columns, weekday: WeekdayName): ChartTable {
  return {
    header: [t("weekday"), ...HOURS.map(hourText)],
    rows: heatGrid(report.heatmap).map((counts, i) => [weekday(i), ...counts]),
  };
}

export function productsTable(report: AnalyticsReport, t: Columns): ChartTable {
  return {
    header: [t("product"), t("codes")],
    rows: report.products.map((p) => [p.product, p.codes]),
  };
}

export function rewardsTable(report: AnalyticsReport, t: Columns): ChartTable {
  return {
    header: [t("reward"), t("handedOver")],
    rows: report.rewards.map((r) => [r.reward, r.handedOver]),
  };
}

/**
 * Token counts with a name on every row: `unnamed` names a deleted account's (no day) and an
 * unlabelled batch's (its day of printing) in the reader's language.
 */
export function withNames(
  counts: TokenCount[],
  unnamed: (day: string | null) => string,
): (Omit<TokenCount, "name" | "day"> & { name: string })[] {
  return counts.map(({ name, day, issued, redeemed }) => ({
    name: name ?? unnamed(day ?? null),
    issued,
    redeemed,
  }));
}

function tokensTable(first: string, counts: TokenCount[], t: Columns): ChartTable {
  return {
    header: [first, t("issued"), t("redeemed")],
    // Named by withNames first: an empty cell only if a screen forgot to.
    rows: counts.map((c) => [c.name ?? "", c.issued, c.redeemed]),
  };
}

export const staffTable = (report: AnalyticsReport, t: Columns) =>
  tokensTable(t("staff"), report.staff, t);
export const batchesTable = (report: AnalyticsReport, t: Columns) =>
  tokensTable(t("batch"), report.batches, t);

export function tiersTable(report: AnalyticsReport, t: Columns): ChartTable {
  return {
    header: [t("tier"), t("customers")],
    rows: report.tiers.map((row) => [row.tier, row.customers]),
  };
}
