import {
  FILL_CENTS_PER_GRAM,
  inventorySummary,
  isHealthyMargin,
  itemTotals,
  marginPercent,
} from "./inventory-math";

describe("inventory calculator", () => {
  it("charges 2.20 dollars per gram of fill per unit", () => {
    expect(FILL_CENTS_PER_GRAM).toBe(220);
    expect(
      itemTotals({ unitPriceCents: 350, quantity: 10, fillAmount: 2, sellPriceCents: 1200 }),
    ).toEqual({
      baseCostCents: 3500,
      fillCostCents: 4400,
      totalCostCents: 7900,
      revenueCents: 12000,
      profitCents: 4100,
    });
  });

  it("sums many items exactly", () => {
    const items = Array.from({ length: 30 }, () => ({
      unitPriceCents: 10,
      quantity: 1,
      fillAmount: 0,
      sellPriceCents: 20,
    }));
    const sum = inventorySummary(items);
    expect(sum.baseCostCents).toBe(300);
    expect(sum.revenueCents).toBe(600);
    expect(sum.profitCents).toBe(300);
    expect(inventorySummary([])).toEqual({
      baseCostCents: 0,
      fillCostCents: 0,
      totalCostCents: 0,
      revenueCents: 0,
      profitCents: 0,
    });
  });

  it("highlights exactly the badges that read 30.0% or more", () => {
    // 29.96% is shown as "30.0% margin", so it is highlighted too; 29.94% reads "29.9%".
    const shown = { profitCents: 2996, revenueCents: 10000 };
    expect(marginPercent(shown).toFixed(1)).toBe("30.0");
    expect(isHealthyMargin(shown)).toBe(true);
    for (let profitCents = 2900; profitCents <= 3100; profitCents++) {
      const totals = { profitCents, revenueCents: 10000 };
      expect(isHealthyMargin(totals)).toBe(marginPercent(totals) >= 30);
    }
  });

  it("gives the margin to one decimal and highlights it from exactly 30%", () => {
    expect(marginPercent({ profitCents: 4100, revenueCents: 12000 })).toBe(34.2);
    expect(marginPercent({ profitCents: 0, revenueCents: 0 })).toBe(0);
    expect(marginPercent({ profitCents: -500, revenueCents: 1000 })).toBe(-50);
    expect(isHealthyMargin({ profitCents: 300, revenueCents: 1000 })).toBe(true);
    expect(isHealthyMargin({ profitCents: 2994, revenueCents: 10000 })).toBe(false);
    expect(isHealthyMargin({ profitCents: -300, revenueCents: 1000 })).toBe(false);
    expect(isHealthyMargin({ profitCents: 0, revenueCents: 0 })).toBe(false);
  });
});
