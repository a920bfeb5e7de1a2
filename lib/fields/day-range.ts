import * as z from "zod";
import { m } from "../i18n/text.ts";

/** The calendar the app answers for: dates outside it are a typo or a probe, never a shop day. */
export const FIRST_DAY = "2000-01-01";
export const LAST_DAY = "2100-12-31";
export const DAY_OUT_OF_RANGE = m("errors.validation.dayOutOfRange", {
  first: FIRST_DAY,
  last: LAST_DAY,
});

/** A calendar date (YYYY-MM-DD) between FIRST_DAY and LAST_DAY: 400 otherwise, never a 500. */
export const day = z.iso
  .date("errors.validation.dayFormat")
  .refine((d) => d >= FIRST_DAY && d <= LAST_DAY, DAY_OUT_OF_RANGE);

/**
 * A range of whole shop days, both ends included, either end optional: the analytics and the
 * exports ask it the same way.
 */
export const dayRange = z
  .object({ from: day.optional(), to: day.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: "errors.validation.startAfterEnd",
    path: ["from"],
  });
