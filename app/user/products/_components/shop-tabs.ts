import type { ProductDto } from "@/lib/catalog/types";

export type ShopTab = { value: string; label: string; count: number };

/** The words of the tabs that are not a category's name, in the reader's language. */
export type TabLabels = { all: string; other: string; category: string };

export const ALL_TAB = "all";
export const OTHER_TAB = "other";

/** 'All Products', each category that has products (by name) with its count, then 'Other'. */
export function shopTabs(products: readonly ProductDto[], labels: TabLabels): ShopTab[] {
  const byCategory = new Map<string, ShopTab>();
  let other = 0;
  for (const p of products) {
    if (!p.category) {
      other++;
      continue;
    }
    const tab = byCategory.get(p.category) ?? {
      value: p.category,
      label: p.categoryName ?? labels.category,
      count: 0,
    };
    tab.count++;
    byCategory.set(p.category, tab);
  }
  const categories = [...byCategory.values()].sort((a, b) => a.label.localeCompare(b.label));
  return [
    { value: ALL_TAB, label: labels.all, count: products.length },
    ...categories,
    ...(other > 0 ? [{ value: OTHER_TAB, label: labels.other, count: other }] : []),
  ];
}

export function inTab(product: ProductDto, tab: string): boolean {
  if (tab === ALL_TAB) return true;
  if (tab === OTHER_TAB) return !product.category;
  return product.category === tab;
}
