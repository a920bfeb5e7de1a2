import "@/lib/fields/jitless";
import * as z from "zod";
import { toCents } from "@/lib/catalog/money";
import {
  fieldAtLeast,
  fieldNegative,
  fieldTooLarge,
  fieldTwoDecimals,
  fieldWhole,
  type FieldName,
} from "@/lib/fields/field-messages";

/** Form values arrive as strings, API values as numbers: "" and null both mean "not given". */
export function numberish(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value === "string") return value.trim() === "" ? undefined : Number(value.trim());
  return value;
}

/** Optional text: trimmed, and blank stored as null. */
export function optionalText(max: number, tooLong: string) {
  return z
    .string()
    .max(max, tooLong)
    .nullish()
    .transform((v) => (v == null || v.trim() === "" ? null : v.trim()));
}

export function requiredText(required: string, max: number, tooLong: string) {
  return z.string(required).trim().min(1, required).max(max, tooLong);
}

export const MAX_DOLLARS = 1_000_000;

/** Dollars (already a number) to whole cents, refusing a third decimal. */
export function centsOf(label: FieldName) {
  return (v: number, ctx: z.RefinementCtx) => {
    const cents = toCents(v);
    if (cents === null) {
      ctx.addIssue({ code: "custom", message: fieldTwoDecimals(label) });
      return z.NEVER;
    }
    return cents;
  };
}

/** A dollar amount (at most two decimals, 0 or more) turned into whole cents. */
export function dollarsToCents(required: string, label: FieldName) {
  return z.preprocess(
    numberish,
    z
      .number(required)
      .min(0, fieldNegative(label))
      .max(MAX_DOLLARS, fieldTooLarge(label))
      .transform(centsOf(label)),
  );
}

export function wholeNumber(required: string, label: FieldName, min = 0) {
  return z.preprocess(
    numberish,
    z
      .number(required)
      .int(fieldWhole(label))
      .min(min, min === 0 ? fieldNegative(label) : fieldAtLeast(label, min))
      .max(1_000_000, fieldTooLarge(label)),
  );
}

/** Our own uploads and static files (a path on this site) or an http(s) address, nothing else. */
export function isSafeUrl(value: string): boolean {
  if (value.startsWith("/")) return !value.startsWith("//") && !value.includes("\\");
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}
