import { cartHasAll, onlyAvailable } from "./messages";
import { unitPriceCents, type Priced } from "./pricing";

/** SPEC §3 Cart item, kept in the browser only. Money in cents like everywhere else. */
export type CartItem = {
  productId: string;
  productName: string;
  flavor: string;
  quantity: number;
  priceCents: number;
};

export const NO_FLAVOR = "No flavor";

/** The product facts the cart is checked against when it is opened. */
export type CartProduct = Priced & { id: string; name: string; stock: number };

export function lineTotalCents(item: CartItem): number {
  return item.priceCents * item.quantity;
}

export function cartTotalCents(cart: readonly CartItem[]): number {
  return cart.reduce((sum, item) => sum + lineTotalCents(item), 0);
}

export function cartCount(cart: readonly CartItem[]): number {
  return cart.reduce((sum, item) => sum + item.quantity, 0);
}

export function quantityInCart(cart: readonly CartItem[], productId: string): number {
  return cart.filter((i) => i.productId === productId).reduce((sum, i) => sum + i.quantity, 0);
}

/** The quantity stepper's rule: a whole number between 1 and the stock (1 for junk input). */
export function clampQuantity(value: number, max: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(Math.max(Math.trunc(value), 1), Math.max(max, 1));
}

type AddResult = { ok: true; cart: CartItem[] } | { ok: false; available: number; inCart: number };

/** The "Not Enough Stock" toast's text for a refused add. */
export function notEnoughStockMessage({
  available,
  inCart,
}: {
  available: number;
  inCart: number;
}): string {
  // "Only 0 items available" reads like the shop ran out, when the cart simply holds it all.
  if (available === 0 && inCart > 0) return cartHasAll(inCart);
  return onlyAvailable(available);
}

/**
 * Adds a line, merging with the same product and flavor. The stock is per product, so what
 * is already in the cart under any flavor counts against it.
 */
export function addToCart(
  cart: readonly CartItem[],
  product: CartProduct,
  flavor: string | null,
  quantity: number,
): AddResult {
  const inCart = quantityInCart(cart, product.id);
  const available = product.stock - inCart;
  if (quantity < 1 || quantity > available)
    return { ok: false, available: Math.max(available, 0), inCart };
  const key = flavor ?? NO_FLAVOR;
  const price = unitPriceCents(product);
  const existing = cart.find((i) => i.productId === product.id && i.flavor === key);
  if (existing) {
    return {
      ok: true,
      cart: cart.map((i) =>
        i === existing
          ? { ...i, quantity: i.quantity + quantity, priceCents: price, productName: product.name }
          : i,
      ),
    };
  }
  const line: CartItem = {
    productId: product.id,
    productName: product.name,
    flavor: key,
    quantity,
    priceCents: price,
  };
  return { ok: true, cart: [...cart, line] };
}

export function removeFromCart(
  cart: readonly CartItem[],
  productId: string,
  flavor: string,
): CartItem[] {
  return cart.filter((i) => !(i.productId === productId && i.flavor === flavor));
}

/**
 * Re-checks a stored cart against the shop as it is now: lines of products that are gone or
 * hidden are dropped, names and prices follow the product, and each product's lines together
 * never exceed its stock (earlier lines keep their quantity first).
 */
export function reconcileCart(
  cart: readonly CartItem[],
  products: readonly CartProduct[],
): { cart: CartItem[]; changed: boolean } {
  const byId = new Map(products.map((p) => [p.id, p]));
  const left = new Map(products.map((p) => [p.id, Math.max(p.stock, 0)]));
  const next: CartItem[] = [];
  for (const item of cart) {
    const product = byId.get(item.productId);
    const remaining = left.get(item.productId) ?? 0;
    if (!product || remaining <= 0) continue;
    const quantity = Math.min(item.quantity, remaining);
    left.set(item.productId, remaining - quantity);
    next.push({
      ...item,
      quantity,
      productName: product.name,
      priceCents: unitPriceCents(product),
    });
  }
  const changed =
    next.length !== cart.length ||
    next.some((item, i) => {
      const before = cart[i]!;
      return (
        item.productId !== before.productId ||
        item.quantity !== before.quantity ||
        item.priceCents !== before.priceCents ||
        item.productName !== before.productName
      );
    });
  return { cart: next, changed };
}

/** Reads what localStorage held, keeping only well-formed lines (it may be stale or edited). */
export function parseStoredCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  return data.filter(isCartItem);
}

function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.productId === "string" &&
    typeof v.productName === "string" &&
    typeof v.flavor === "string" &&
    Number.isInteger(v.quantity) &&
    (v.quantity as number) > 0 &&
    Number.isInteger(v.priceCents) &&
    (v.priceCents as number) >= 0
  );
}
