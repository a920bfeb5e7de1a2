import * as z from "zod";

/** The calendar the app answers for: dates outside it are a typo or a probe, never a shop day. */
export const FIRST_DAY = "2000-01-01";
export const LAST_DAY = "2100-12-31";
export const DAY_OUT_OF_RANGE = `Choose a date between ${FIRST_DAY} and ${LAST_DAY}.`;

/** A calendar date (YYYY-MM-DD) between FIRST_DAY and LAST_DAY: 400 otherwise, never a 500. */
export const day = z.iso
  .date("Use a date like 2026-11-23.")
  .refine((d) => d >= FIRST_DAY && d <= LAST_DAY, DAY_OUT_OF_RANGE);

/**
 * A range of whole shop days, both ends included, either end optional: the analytics and the
 * exports ask it the same way.
 */
export const dayRange = z
  .object({ from: day.optional(), to: day.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: "The start date must not be after the end date.",
    path: ["from"],
  });
