import "server-only";
import { getShopSettings } from "@/lib/settings/shop";
import type { AnalyticsQuery } from "@/lib/analytics/query-schema";
import { cachedReport } from "./cache";
import {
  customersPerTier,
  rewardsHandedOver,
  tokensByBatch,
  tokensByStaff,
  topProducts,
} from "./breakdowns";
import { periodFigures } from "./figures-sql";
import { presetRange, previousPeriod, type DayRange } from "./period";
import { dailySeries, heatmap } from "./series";
import type { AnalyticsReport } from "./types";

/**
 * Every figure and chart of /admin/analytics for a range of shop days (the last 30 by
 * default) and the same figures for the period of the same length just before it.
 */
export async function analyticsReport(query: AnalyticsQuery): Promise<AnalyticsReport> {
  const { timeZone } = await getShopSettings();
  const range: DayRange =
    query.from && query.to
      ? { from: query.from, to: query.to }
      : presetRange("30d", new Date(), timeZone);
  const previousRange = previousPeriod(range);
  const days = { from: previousRange.from, to: range.to };
  return cachedReport(`${timeZone}/${range.from}/${range.to}`, days, async () => {
    const [figures, previous, daily, cells, products, rewards, staff, batches, tiers] =
      await Promise.all([
        periodFigures(range, timeZone),
        periodFigures(previousRange, timeZone),
        dailySeries(range),
        heatmap(range),
        topProducts(range, timeZone),
        rewardsHandedOver(range, timeZone),
        tokensByStaff(range, timeZone),
        tokensByBatch(range, timeZone),
        customersPerTier(),
      ]);
    return {
      timeZone,
      range,
      previousRange,
      figures,
      previous,
      daily,
      heatmap: cells,
      products,
      rewards,
      staff,
      batches,
      tiers,
    };
  });
}
