import "@/lib/fields/jitless";
import * as z from "zod";
import { m } from "../i18n/text.ts";
import { tokenPunchesField } from "./token-schema";

export const BATCH_MAX_TOKENS = 500;
export const BATCH_LABEL_MAX = 60;
/** How far ahead a staff member's sheet may expire; the owner's may go a year (below). */
export const STAFF_SHEET_DAYS = 90;
const YEAR_MS = 366 * 24 * 60 * 60_000;

const COUNT_RANGE = m("errors.validation.batchCount", { max: BATCH_MAX_TOKENS });
const EXPIRY_DATE = "errors.validation.expiryDate";
const EXPIRY_FUTURE = "errors.validation.expiryFuture";
const EXPIRY_YEAR = "errors.validation.expiryYear";
const LABEL_LENGTH = m("errors.validation.labelLength", { max: BATCH_LABEL_MAX });

/**
 * A printed sheet: how many tokens, when they stop working, and a label to tell sheets
 * apart. The expiry is checked against the clock when parsed, in the form and again on the
 * server. A year at most: paper lying in a drawer should not hand out punches forever.
 */
export const createBatchSchema = z.object({
  count: z
    .number(COUNT_RANGE)
    .int(COUNT_RANGE)
    .min(1, COUNT_RANGE)
    .max(BATCH_MAX_TOKENS, COUNT_RANGE),
  expiresAt: z
    .union([z.string().max(40, EXPIRY_DATE), z.date()], EXPIRY_DATE)
    .pipe(z.coerce.date(EXPIRY_DATE))
    .refine((d) => d.getTime() > Date.now(), EXPIRY_FUTURE)
    .refine((d) => d.getTime() <= Date.now() + YEAR_MS, EXPIRY_YEAR),
  label: z.string(LABEL_LENGTH).trim().max(BATCH_LABEL_MAX, LABEL_LENGTH).default(""),
  /** Punches each token of the sheet carries. */
  punches: tokenPunchesField,
});

export type CreateBatchInput = z.input<typeof createBatchSchema>;

/** The end of a day picked in a date field ("2026-12-31"), in the browser's own time zone. */
export function endOfLocalDay(day: string): string {
  const date = new Date(`${day}T23:59:59`);
  return Number.isNaN(date.getTime()) ? day : date.toISOString();
}
