import { cartTotalCents, lineTotalCents, type CartItem } from "./cart";
import { formatMoney } from "./money";

/**
 * The order the customer copies and sends to the owner over the messaging app: the shop,
 * who is ordering, one numbered line per item with flavor, quantity and line total, the total.
 */
export function orderText({
  shopName,
  username,
  items,
}: {
  shopName: string;
  username: string;
  items: readonly CartItem[];
}): string {
  const lines = items.map(
    (item, i) =>
      `${i + 1}. ${item.productName} (${item.flavor}) x ${item.quantity} = ${formatMoney(lineTotalCents(item))}`,
  );
  return [
    `Order for ${shopName}`,
    `Username: ${username}`,
    "",
    ...lines,
    "",
    `Total: ${formatMoney(cartTotalCents(items))}`,
  ].join("\n");
}
