// Prices are kept in hundredths of the shop's currency whatever it is (lib/catalog/money.ts);
// they are shown in the currency's own way for the reader's language: "4,50 €" in Spanish,
// "$4.50" in English, "¥450" with no decimals for a currency that has none.

export const DEFAULT_CURRENCY = "USD";

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: "currency", currency });
    formatters.set(key, format);
  }
  return format;
}

/** How many decimals the currency is written with (USD and EUR 2, JPY 0, BHD 3). */
export function currencyDigits(currency: string): number {
  return formatter("en", currency).resolvedOptions().maximumFractionDigits ?? 2;
}

/** An ISO 4217 code the runtime knows ("EUR"), as the settings form and API accept it. */
export function isCurrency(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  const known = Intl.supportedValuesOf?.("currency");
  return known ? known.includes(code) : true;
}

// A sign that ends in a symbol after Latin letters ("US$", "JP¥"): in a right-to-left line the
// symbol has no direction of its own and would leave its letters ("$US 9.99").
const LATIN_THEN_SYMBOL = /[A-Za-z][^\sA-Za-z0-9]+$/;

/** An amount in hundredths of `currency`, written for `locale`: "4,50 €", "-$3.00". */
export function formatMoney(cents: number, currency: string, locale: string): string {
  const text = formatter(locale, currency).format(cents / 100);
  // A left-to-right mark keeps the symbol with its letters, as the reader's language writes it.
  return LATIN_THEN_SYMBOL.test(text) ? `${text}\u200E` : text;
}
