import type { ProductDto } from "@/lib/catalog/types";
import shop from "@/messages/en/shop.json";
import { inTab, OTHER_TAB, shopTabs as tabsIn, type TabLabels } from "./shop-tabs";

const english: TabLabels = {
  all: shop.screen.allProducts,
  other: shop.screen.other,
  category: shop.screen.category,
};
const shopTabs = (products: ProductDto[]) => tabsIn(products, english);

const product = (id: string, category: string | null, categoryName: string | null) =>
  ({ id, category, categoryName }) as ProductDto;

describe("shop tabs", () => {
  it("lists All Products, each category with products by name with counts, then Other", () => {
    const products = [
      product("1", "c2", "Snacks"),
      product("2", "c1", "Drinks"),
      product("3", null, null),
      product("4", "c2", "Snacks"),
    ];
    expect(shopTabs(products)).toEqual([
      { value: "all", label: "All Products", count: 4 },
      { value: "c1", label: "Drinks", count: 1 },
      { value: "c2", label: "Snacks", count: 2 },
      { value: "other", label: "Other", count: 1 },
    ]);
    expect(products.filter((p) => inTab(p, OTHER_TAB)).map((p) => p.id)).toEqual(["3"]);
    expect(products.filter((p) => inTab(p, "c2")).map((p) => p.id)).toEqual(["1", "4"]);
  });

  it("has no 'Other' tab when every product has a category", () => {
    expect(shopTabs([product("1", "c1", "Drinks")]).map((t) => t.label)).toEqual([
      "All Products",
      "Drinks",
    ]);
  });
});
