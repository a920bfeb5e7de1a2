import { formatMoney, toCents, toDollars } from "./money";
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

  it("formats cents as dollars with two decimals", () => {
    expect(formatMoney(0)).toBe("$0.00");
    expect(formatMoney(5)).toBe("$0.05");
    expect(formatMoney(123456)).toBe("$1,234.56");
    expect(formatMoney(-300)).toBe("-$3.00");
  });

  it("adds many prices without drift", () => {
    const cents = Array.from({ length: 10 }, () => toCents(0.1)!).reduce((a, b) => a + b, 0);
    expect(formatMoney(cents)).toBe("$1.00");
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
    expect(formatMoney(savingsCents({ priceCents: 1999, dealPriceCents: 1499 })!)).toBe("$5.00");
    expect(savingsCents({ priceCents: 1000, dealPriceCents: 1200 })).toBeNull();
    expect(savingsCents({ priceCents: 1000, dealPriceCents: null })).toBeNull();
  });
});
