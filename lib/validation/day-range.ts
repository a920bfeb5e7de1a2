import { z } from "zod";

const day = z.iso.date("Use a date like 2026-11-23.");

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
