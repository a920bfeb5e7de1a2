import { formatMoney } from "@/lib/i18n/money";
import type { Translate } from "../i18n/text.ts";
import { cartTotalCents, lineTotalCents, NO_FLAVOR, type CartItem } from "./cart";

/**
 * The order the customer copies and sends to the owner over the messaging app: the shop,
 * who is ordering, one numbered line per item with flavor, quantity and line total, the total.
 * Written in the customer's language (`t` reads the "shop" namespace) with the shop's currency.
 */
export function orderText({
  shopName,
  username,
  items,
  currency,
  locale,
  t,
}: {
  shopName: string;
  username: string;
  items: readonly CartItem[];
  currency: string;
  locale: string;
  t: Translate;
}): string {
  const money = (cents: number) => formatMoney(cents, currency, locale);
  const lines = items.map((item, i) =>
    t("orderText.line", {
      index: i + 1,
      product: item.productName,
      // The cart keeps "No flavor" as its key for a line without one; the reader sees their words.
      flavor: item.flavor === NO_FLAVOR ? t("cart.noFlavor") : item.flavor,
      quantity: item.quantity,
      amount: money(lineTotalCents(item)),
    }),
  );
  return [
    t("orderText.title", { shop: shopName }),
    t("orderText.username", { username }),
    "",
    ...lines,
    "",
    t("orderText.total", { amount: money(cartTotalCents(items)) }),
  ].join("\n");
}
