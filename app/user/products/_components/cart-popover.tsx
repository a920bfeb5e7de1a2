"use client";

import { Trash2, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMoney } from "@/components/catalog/use-money";
import { Button } from "@/components/ui/button";
import { useRef } from "react";
import { Popover, PopoverAnchor, PopoverContent } from "@/components/ui/popover";
import { Separator } from "@/components/ui/separator";
import {
  cartTotalCents,
  lineTotalCents,
  NO_FLAVOR,
  removeFromCart,
  type CartItem,
} from "@/lib/catalog/cart";

type Props = {
  /** The header's cart button (cart-button.tsx), which the shop renders and toggles `open`. */
  anchor: React.RefObject<HTMLButtonElement | null>;
  /** The panel's id, for the button's aria-controls. */
  id: string;
  cart: CartItem[];
  /** The shop's currency (ISO 4217). */
  currency: string;
  onCartChange: (cart: CartItem[]) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCheckout: () => void;
};

/**
 * SPEC §2 cart panel: lines with flavor, quantity and line total, remove, Clear All, total,
 * Checkout. It loads at the first touch, so it does not bring its own trigger: a button it
 * rendered would replace the shop's between a tap's pointerdown (which starts the load) and its
 * click, and the browser drops a click whose pressed element is gone. The shop's button stays
 * the one element throughout; the panel is placed at it.
 */
export function CartPopover({
  anchor,
  id,
  cart,
  currency,
  onCartChange,
  open,
  onOpenChange,
  onCheckout,
}: Props) {
  const t = useTranslations("shop.cart");
  const money = useMoney(currency);
  // The cart keeps "No flavor" as the key of a line without one; the reader sees their words.
  const flavorOf = (item: CartItem) => (item.flavor === NO_FLAVOR ? t("noFlavor") : item.flavor);
  // What Radix does for a trigger of its own: a tap on the button is the button's (it toggles),
  // not a tap outside; Escape gives the focus back to it.
  const escaped = useRef(false);
  const onButton = (target: EventTarget | null) =>
    target instanceof Node && !!anchor.current?.contains(target);
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverAnchor virtualRef={anchor} />
      <PopoverContent
        id={id}
        align="end"
        className="w-96 p-0"
        data-testid="cart-panel"
        onOpenAutoFocus={() => {
          escaped.current = false;
        }}
        onInteractOutside={(event) => {
          if (onButton(event.target)) event.preventDefault();
        }}
        onEscapeKeyDown={() => {
          escaped.current = true;
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (escaped.current) anchor.current?.focus();
        }}
      >
        <div className="flex items-center justify-between px-4 pt-4 pb-2">
          <h2 className="font-semibold">{t("title")}</h2>
          {cart.length > 0 && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onCartChange([])}
              data-testid="cart-clear"
            >
              <Trash2 aria-hidden />
              {t("clearAll")}
            </Button>
          )}
        </div>
        {cart.length === 0 ? (
          <p className="text-muted-foreground px-4 pb-4 text-sm" data-testid="cart-empty">
            {t("empty")}
          </p>
        ) : (
          <ul className="max-h-96 overflow-y-auto px-4" data-testid="cart-lines">
            {cart.map((item) => (
              <li
                key={`${item.productId}:${item.flavor}`}
                className="flex items-start gap-2 border-b py-2 last:border-b-0"
                data-testid="cart-line"
              >
                <div className="min-w-0 flex-1">
                  <p dir="auto" className="truncate text-sm font-medium" title={item.productName}>
                    {item.productName}
                  </p>
                  <p className="text-muted-foreground text-xs wrap-anywhere">
                    {t("lineDetail", {
                      flavor: flavorOf(item),
                      quantity: item.quantity,
                      price: money(item.priceCents),
                    })}
                  </p>
                </div>
                <span className="pt-0.5 text-sm font-semibold" data-testid="cart-line-total">
                  {money(lineTotalCents(item))}
                </span>
                <Button
                  variant="ghost"
                  size="icon"
                  className="-my-1.5 -me-2"
                  aria-label={t("remove", { product: item.productName, flavor: flavorOf(item) })}
                  onClick={() => onCartChange(removeFromCart(cart, item.productId, item.flavor))}
                  data-testid="cart-remove"
                >
                  <X aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        )}
        <Separator />
        <div className="space-y-3 p-4">
          <div className="flex items-center justify-between font-semibold">
            <span>{t("total")}</span>
            <span data-testid="cart-total">{money(cartTotalCents(cart))}</span>
          </div>
          <Button className="w-full" onClick={onCheckout} data-testid="checkout">
            {t("checkout")}
          </Button>
        </div>
      </PopoverContent>
    </Popover>
  );
}
