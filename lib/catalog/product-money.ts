import { toCents } from "./money";
import type { Priced } from "./pricing";
import type { ProductDto } from "./types";

/** The API speaks dollars; the price rules and the cart work in cents. */
export function productCents(product: Pick<ProductDto, "price" | "dealPrice">): Priced {
  return {
    priceCents: toCents(product.price) ?? 0,
    dealPriceCents: product.dealPrice === null ? null : toCents(product.dealPrice),
  };
}
