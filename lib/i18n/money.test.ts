import { currencyDigits, formatMoney, isCurrency } from "./money";

// Intl separates an amount from its symbol with a no-break space in many languages.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("formatMoney", () => {
  it("writes each language's way", () => {
    expect(formatMoney(450, "EUR", "es")).toMatch(/^4,50\s€$/);
    expect(plain(formatMoney(450, "EUR", "es"))).toBe("4,50 €");
    expect(formatMoney(123450, "USD", "en")).toBe("$1,234.50");
    expect(plain(formatMoney(123450, "EUR", "de"))).toBe("1.234,50 €");
    expect(plain(formatMoney(450, "BRL", "pt-BR"))).toBe("R$ 4,50");
    expect(formatMoney(-300, "USD", "en")).toBe("-$3.00");
  });

  it("writes a currency without decimals without them", () => {
    expect(formatMoney(45000, "JPY", "en")).toBe("¥450");
    expect(currencyDigits("JPY")).toBe(0);
    expect(currencyDigits("EUR")).toBe(2);
  });

  it("keeps a Latin sign's symbol with its letters in a right-to-left line ('US$', not '$US')", () => {
    expect(formatMoney(999, "USD", "ar")).toMatch(/US\$\u200E$/);
    expect(formatMoney(45000, "JPY", "ar")).toMatch(/JP¥\u200E$/);
    // Nothing added where the sign already has its direction, or the line is left to right.
    expect(formatMoney(450, "EUR", "ar")).not.toContain("\u200E");
    expect(formatMoney(450, "USD", "en")).toBe("$4.50");
    expect(formatMoney(450, "USD", "de")).not.toContain("\u200E");
  });

  it("writes Arabic's currency sign with the digits the runtime gives Arabic", () => {
    // CLDR writes "ar" with Western digits, kept left to right inside the sentence by marks.
    expect(formatMoney(450, "EGP", "ar")).toContain("4.50");
    expect(formatMoney(450, "EGP", "ar")).toContain("ج.م");
  });
});

it("knows ISO 4217 codes", () => {
  expect(isCurrency("EUR")).toBe(true);
  expect(isCurrency("eur")).toBe(false);
  expect(isCurrency("XYZ")).toBe(false);
});
