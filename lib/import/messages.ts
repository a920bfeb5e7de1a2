/** The import screen's sentences. Plain strings, safe in client components. */
export const CUSTOMERS_IMPORTED = "Customers Imported";

const plural = new Intl.PluralRules("en");

/** "1 customer imported", "3 customers imported": the toast's and the result's line. */
export function customersImported(count: number): string {
  return `${count} ${plural.select(count) === "one" ? "customer" : "customers"} imported`;
}
