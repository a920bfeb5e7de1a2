import { formatMoney } from "@/lib/i18n/money";
import { english } from "@/tests/support/english";
import {
  amountForInput,
  currencySymbol,
  fitsCurrency,
  fractionIssues,
  moneyStep,
  smallestCents,
  toCents,
  toDollars,
} from "./money";
import { hasDeal, savingsCents, unitPriceCents } from "./pricing";

describe("money", () => {
  it("turns dollars into exact cents and refuses a third decimal", () => {
    expect(toCents(12.5)).toBe(1250);
    expect(toCents(0.1)).toBe(10);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(1.005)).toBeNull();
    expect(toCents(Number.NaN)).toBeNull();
    expect(toDollars(1999)).toBe(19.99);
  });

  it("adds many prices without drift", () => {
    const cents = Array.from({ length: 10 }, () => toCents(0.1)!).reduce((a, b) => a + b, 0);
    expect(formatMoney(cents, "USD", "en")).toBe("$1.00");
  });
});

describe("the shop's currency", () => {
  it("counts a currency without decimals in whole units of it", () => {
    expect(smallestCents("USD")).toBe(1);
    expect(smallestCents("JPY")).toBe(100);
    // Three decimals are still counted in hundredths: prices are stored that way.
    expect(smallestCents("BHD")).toBe(1);
    expect(moneyStep("EUR")).toBe(0.01);
    expect(moneyStep("JPY")).toBe(1);
  });

  it("refuses a fraction of a yen and accepts one of a euro", () => {
    expect(fitsCurrency(45000, "JPY")).toBe(true);
    expect(fitsCurrency(45050, "JPY")).toBe(false);
    expect(fitsCurrency(45050, "EUR")).toBe(true);
  });

  it("names each field whose amount the currency cannot hold, as the form and the API say it", () => {
    const issues = fractionIssues("JPY", { price: 45050, dealPrice: null, cost: 45000 });
    expect(issues.map((i) => i.path)).toEqual([["price"]]);
    expect(english(issues[0]!.message)).toBe("Enter a whole amount: JPY has no decimals");
    expect(fractionIssues("EUR", { price: 45050 })).toEqual([]);
  });

  it("writes the currency's sign the reader's way and amounts with its decimals", () => {
    expect(currencySymbol("USD", "en")).toBe("$");
    expect(currencySymbol("EUR", "de")).toBe("€");
    expect(amountForInput(12.5, "USD")).toBe("12.50");
    expect(amountForInput(450, "JPY")).toBe("450");
    // Stored before the shop chose yen: shown as it is, so saving it changes nothing.
    expect(amountForInput(450.5, "JPY")).toBe("450.50");
  });
});

describe("price and deal rules", () => {
  it("uses the deal price only when it is above 0", () => {
    expect(unitPriceCents({ priceCents: 2000, dealPriceCents: 1500 })).toBe(1500);
    expect(unitPriceCents({ priceCents: 2000, dealPriceCents: null })).toBe(2000);
    expect(unitPriceCents({ priceCents: 2000, dealPriceCents: 0 })).toBe(2000);
    expect(unitPriceCents({ priceCents: 0, dealPriceCents: null })).toBe(0);
  });

  it("shows 'DEAL!' only when both a deal price and a normal price exist", () => {
    expect(hasDeal({ priceCents: 2000, dealPriceCents: 1500 })).toBe(true);
    expect(hasDeal({ priceCents: 0, dealPriceCents: 1500 })).toBe(false);
    expect(hasDeal({ priceCents: 2000, dealPriceCents: null })).toBe(false);
  });

  it("computes 'Save $x' from the difference, and nothing when the deal is not cheaper", () => {
    expect(savingsCents({ priceCents: 2000, dealPriceCents: 1550 })).toBe(450);
    expect(
      formatMoney(savingsCents({ priceCents: 1999, dealPriceCents: 1499 })!, "USD", "en"),
    ).toBe("$5.00");
    expect(savingsCents({ priceCents: 1000, dealPriceCents: 1200 })).toBeNull();
    expect(savingsCents({ priceCents: 1000, dealPriceCents: null })).toBeNull();
  });
});
