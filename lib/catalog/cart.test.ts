import { english } from "@/tests/support/english";
import {
  addToCart,
  cartCount,
  cartTotalCents,
  clampQuantity,
  NO_FLAVOR,
  notEnoughStockMessage,
  parseStoredCart,
  reconcileCart,
  removeFromCart,
  type CartItem,
  type CartProduct,
} from "./cart";
import { createTranslator } from "next-intl";
import shop from "@/messages/en/shop.json";
import type { Translate } from "../i18n/text.ts";
import { orderText } from "./order-text";

const mango: CartProduct = {
  id: "p1",
  name: "Mango",
  stock: 5,
  priceCents: 2000,
  dealPriceCents: 1500,
};
const berry: CartProduct = {
  id: "p2",
  name: "Berry",
  stock: 2,
  priceCents: 999,
  dealPriceCents: null,
};

function add(
  cart: CartItem[],
  product: CartProduct,
  flavor: string | null,
  quantity: number,
): CartItem[] {
  const result = addToCart(cart, product, flavor, quantity);
  if (!result.ok) throw new Error(`refused, ${result.available} available`);
  return result.cart;
}

describe("cart", () => {
  it("clamps the quantity between 1 and the stock", () => {
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(9, 5)).toBe(5);
    expect(clampQuantity(3.7, 5)).toBe(3);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
  });

  it("adds lines at the deal price, merges the same flavor and keeps flavors apart", () => {
    let cart = add([], mango, "Mint", 2);
    cart = add(cart, mango, "Lime", 1);
    cart = add(cart, mango, "Mint", 1);
    cart = add(cart, berry, null, 2);
    expect(cart).toEqual([
      { productId: "p1", productName: "Mango", flavor: "Mint", quantity: 3, priceCents: 1500 },
      { productId: "p1", productName: "Mango", flavor: "Lime", quantity: 1, priceCents: 1500 },
      { productId: "p2", productName: "Berry", flavor: NO_FLAVOR, quantity: 2, priceCents: 999 },
    ]);
    expect(cartCount(cart)).toBe(6);
    expect(cartTotalCents(cart)).toBe(4 * 1500 + 2 * 999);
  });

  it("refuses more than the stock left, counting every flavor already in the cart", () => {
    const cart = add([], mango, "Mint", 4);
    expect(addToCart(cart, mango, "Lime", 2)).toEqual({ ok: false, available: 1, inCart: 4 });
    expect(addToCart(cart, mango, "Lime", 1).ok).toBe(true);
  });

  it("says the cart already holds all the stock instead of 'Only 0 items available'", () => {
    const full = add([], mango, "Mint", mango.stock);
    const refused = addToCart(full, mango, "Lime", 1);
    if (refused.ok) throw new Error("added beyond the stock");
    expect(english(notEnoughStockMessage(refused))).toBe(
      `Your cart already has all ${mango.stock}`,
    );
    expect(english(notEnoughStockMessage({ available: 2, inCart: 3 }))).toBe(
      "Only 2 items available",
    );
    expect(english(notEnoughStockMessage({ available: 0, inCart: 0 }))).toBe(
      "Only 0 items available",
    );
  });

  it("removes one line", () => {
    const cart = add(add([], mango, "Mint", 1), mango, "Lime", 1);
    expect(removeFromCart(cart, "p1", "Mint").map((i) => i.flavor)).toEqual(["Lime"]);
  });

  it("re-checks a stored cart against current stock, prices and visibility", () => {
    const stored: CartItem[] = [
      { productId: "p1", productName: "Mango old", flavor: "Mint", quantity: 3, priceCents: 2000 },
      { productId: "p1", productName: "Mango old", flavor: "Lime", quantity: 3, priceCents: 2000 },
      { productId: "gone", productName: "Hidden", flavor: NO_FLAVOR, quantity: 1, priceCents: 100 },
    ];
    const { cart, changed } = reconcileCart(stored, [{ ...mango, stock: 4 }]);
    expect(changed).toBe(true);
    expect(cart).toEqual([
      { productId: "p1", productName: "Mango", flavor: "Mint", quantity: 3, priceCents: 1500 },
      { productId: "p1", productName: "Mango", flavor: "Lime", quantity: 1, priceCents: 1500 },
    ]);
    expect(reconcileCart(cart, [{ ...mango, stock: 4 }]).changed).toBe(false);
    expect(reconcileCart(cart, [{ ...mango, stock: 0 }]).cart).toEqual([]);
  });

  it("reads only well-formed lines back from storage", () => {
    const good = {
      productId: "p1",
      productName: "Mango",
      flavor: "Mint",
      quantity: 1,
      priceCents: 100,
    };
    expect(parseStoredCart(JSON.stringify([good, { ...good, quantity: -1 }, "junk"]))).toEqual([
      good,
    ]);
    expect(parseStoredCart("{not json")).toEqual([]);
    expect(parseStoredCart(null)).toEqual([]);
  });
});

describe("order text", () => {
  it("lists the shop, the customer, each line with flavor, quantity and total, and the total", () => {
    let cart = add([], mango, "Mint", 2);
    cart = add(cart, berry, null, 1);
    const t = createTranslator({
      locale: "en",
      messages: { shop },
      namespace: "shop",
    }) as unknown as Translate;
    const text = orderText({
      shopName: "Punchcard",
      username: "alice",
      items: cart,
      currency: "USD",
      locale: "en",
      t,
    });
    expect(text).toBe(
      [
        "Order for Punchcard",
        "Username: alice",
        "",
        "1. Mango (Mint) x 2 = $30.00",
        "2. Berry (No flavor) x 1 = $9.99",
        "",
        "Total: $39.99",
      ].join("\n"),
    );
  });
});
