/**
 * The inventory calculator (SPEC §2, §9), in whole cents so totals are exact. Each unit is
 * filled with `fillAmount` grams at 2.20 dollars per gram (550 dollars per 250 grams).
 */
export const FILL_CENTS_PER_GRAM = 220;
export const FILL_AMOUNTS = [0, 1, 2] as const;
export const HEALTHY_MARGIN_PERCENT = 30;

export type InventoryFigures = {
  unitPriceCents: number;
  quantity: number;
  fillAmount: number;
  sellPriceCents: number;
};

export type InventoryTotals = {
  baseCostCents: number;
  fillCostCents: number;
  totalCostCents: number;
  revenueCents: number;
  profitCents: number;
};

export function itemTotals(item: InventoryFigures): InventoryTotals {
  const baseCostCents = item.unitPriceCents * item.quantity;
  const fillCostCents = item.fillAmount * FILL_CENTS_PER_GRAM * item.quantity;
  const totalCostCents = baseCostCents + fillCostCents;
  const revenueCents = item.sellPriceCents * item.quantity;
  return {
    baseCostCents,
    fillCostCents,
    totalCostCents,
    revenueCents,
    profitCents: revenueCents - totalCostCents,
  };
}

export function inventorySummary(items: readonly InventoryFigures[]): InventoryTotals {
  const sum: InventoryTotals = {
    baseCostCents: 0,
    fillCostCents: 0,
    totalCostCents: 0,
    revenueCents: 0,
    profitCents: 0,
  };
  for (const item of items) {
    const t = itemTotals(item);
    sum.baseCostCents += t.baseCostCents;
    sum.fillCostCents += t.fillCostCents;
    sum.totalCostCents += t.totalCostCents;
    sum.revenueCents += t.revenueCents;
    sum.profitCents += t.profitCents;
  }
  return sum;
}

/** Profit as a percentage of revenue, to one decimal; 0 when there is no revenue. */
export function marginPercent({
  profitCents,
  revenueCents,
}: Pick<InventoryTotals, "profitCents" | "revenueCents">): number {
  if (revenueCents <= 0) return 0;
  return Math.round((profitCents * 1000) / revenueCents) / 10;
}

/**
 * Decided on the same rounded figure the badge shows, so "30.0% margin" is always highlighted
 * and a highlighted badge never reads below 30.0%.
 */
export function isHealthyMargin(
  totals: Pick<InventoryTotals, "profitCents" | "revenueCents">,
): boolean {
  return totals.revenueCents > 0 && marginPercent(totals) >= HEALTHY_MARGIN_PERCENT;
}
