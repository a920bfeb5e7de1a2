/** The price rules of a product card (SPEC §2, §5): a deal counts only when above 0. */
export type Priced = { priceCents: number; dealPriceCents: number | null };

export function hasDeal({ priceCents, dealPriceCents }: Priced): boolean {
  return dealPriceCents !== null && dealPriceCents > 0 && priceCents > 0;
}

/** What one unit costs the customer: the deal price if there is one, else the price. */
export function unitPriceCents(product: Priced): number {
  const { dealPriceCents, priceCents } = product;
  if (dealPriceCents !== null && dealPriceCents > 0) return dealPriceCents;
  return priceCents > 0 ? priceCents : 0;
}

/** The saving shown as 'Save $x', or null when there is none to show. */
export function savingsCents(product: Priced): number | null {
  if (!hasDeal(product)) return null;
  const saving = product.priceCents - unitPriceCents(product);
  return saving > 0 ? saving : null;
}
