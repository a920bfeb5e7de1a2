import { m } from "../i18n/text.ts";

/** The import screen's sentences, as keys of the `errors` catalogue. */
export const CUSTOMERS_IMPORTED = "errors.import.customersImported";

/** "1 customer imported", "3 customers imported": the toast's and the result's line. */
export function customersImported(count: number): string {
  return m("errors.import.customersImportedCount", { count });
}

export const IMPORT_NO_CUSTOMERS = "errors.import.noCustomers";

/** A refused line of the file: its number and the refusal (itself a key, or the parser's words). */
export const importLineError = (line: number, message: string) =>
  m("errors.import.lineError", { line, message });
