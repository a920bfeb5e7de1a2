import { stringify } from "csv-stringify/sync";
import { CSV_CAST } from "./csv-cast";

export type CsvCell = string | number | null;

/** A small table as CSV text (a chart's numbers, built in the browser), cast as every export is. */
export function csvText(header: string[], rows: CsvCell[][]): string {
  return stringify(rows, { header: true, columns: header, cast: CSV_CAST });
}
