import type { CastingContext } from "csv-stringify";
import { neutralise } from "./neutralise";

/**
 * How every CSV the app writes turns cells into text, streamed from the server or built in
 * the browser: text is neutralised against formula injection, numbers stay numbers, times
 * are ISO 8601 in UTC.
 */
export const CSV_CAST = {
  string: (value: string) => neutralise(value),
  date: (value: Date) => value.toISOString(),
  boolean: (value: boolean) => (value ? "yes" : "no"),
} satisfies Record<string, (value: never, context: CastingContext) => string>;
