// A spreadsheet opening the CSV runs any cell that starts like a formula, so a customer
// named "=HYPERLINK(...)" could run code on the owner's machine. Only text cells are
// neutralised: numbers (a punch delta of -1) stay numbers, while a name that is the text
// "-1" gets the apostrophe like any other text starting with "-".
const FORMULA_START = /^[=+\-@\t\r]/;

/** The cell as the owner wrote it, with a leading apostrophe when it would start a formula. */
export function neutralise(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}
