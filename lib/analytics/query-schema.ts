import type { z } from "zod";
import { MAX_RANGE_DAYS, rangeLength } from "@/lib/analytics/period";
import { m } from "../i18n/text.ts";
import { dayRange } from "@/lib/fields/day-range";

/**
 * The analytics range: whole shop days, both ends included, both given or neither (the last
 * 30 days). Shared by the page's custom range form and the handler.
 */
export const analyticsQuery = dayRange
  .refine((q) => !q.from === !q.to, {
    message: "errors.validation.rangeBothOrNeither",
    path: ["from"],
  })
  .refine((q) => !q.from || !q.to || rangeLength({ from: q.from, to: q.to }) <= MAX_RANGE_DAYS, {
    message: m("errors.validation.rangeAtMostDays", { days: MAX_RANGE_DAYS }),
    path: ["to"],
  });
export type AnalyticsQuery = z.infer<typeof analyticsQuery>;
