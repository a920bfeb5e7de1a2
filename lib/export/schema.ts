import * as z from "zod";
import { NOT_FOUND } from "@/lib/http/params";
import { dayRange } from "@/lib/fields/day-range";

export const EXPORT_NAMES = [
  "customers",
  "ledger",
  "codes",
  "tokens",
  "inventory",
  "reviews",
] as const;
export type ExportName = (typeof EXPORT_NAMES)[number];

/** The address names the file: `customers.csv` and its five siblings; anything else is not found. */
export const exportParams = z.object({
  file: z
    .enum(EXPORT_NAMES.map((name) => `${name}.csv`) as [string, ...string[]], NOT_FOUND)
    .transform((file) => file.slice(0, -".csv".length) as ExportName),
});

/** The ledger's date range, whole days in the shop's time zone, both ends included. */
export const exportQuery = dayRange;
export type ExportQuery = z.infer<typeof exportQuery>;
