import { m } from "../i18n/text.ts";

/** The import screen's sentences, as keys of the `errors` catalogue. */

/** "1 customer imported", "3 customers imported": the toast's and the result's line. */
export function customersImported(count: number): string {
  return m("errors.import.customersImportedCount", { count });
}

export const IMPORT_NO_CUSTOMERS = "errors.import.noCustomers";

/** A refused line of the file: its number and the refusal (itself a key, or the parser's words). */
export const importLineError = (line: number, message: string) =>
  m("errors.import.lineError", { line, message });

/** A balance that is not a whole number within its range ("Punches must be a whole number from 0 to 10"). */
export const importWholeNumber = (field: "punches" | "xp", max: number) =>
  m("errors.import.wholeNumber", { field, max });

export const importTooLarge = (mb: number) => m("errors.import.tooLarge", { mb });

export const importTooManyRows = (max: number) => m("errors.import.tooManyRows", { max });

export const IMPORT_NOT_CSV = "errors.import.notCsv";

/** The header lacks columns the import needs; their names are the file's, as written. */
export const importMissingColumns = (columns: readonly string[]) =>
  m("errors.import.missingColumns", { count: columns.length, columns: columns.join(", ") });

/** A username the file gives twice: the second names the line of the first. */
export const importUsernameRepeated = (username: string, line: number) =>
  m("errors.import.usernameRepeated", { username, line });
