"use client";

import { ShoppingCart } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { cartCount, type CartItem } from "@/lib/catalog/cart";

type Props = Omit<React.ComponentProps<typeof Button>, "children"> & { cart: CartItem[] };

/** The header's cart button with its item count: the cart panel's trigger. */
export function CartButton({ cart, ...props }: Props) {
  const t = useTranslations("shop.cart");
  const count = cartCount(cart);
  return (
    <Button
      variant="outline"
      size="icon"
      className="relative"
      aria-label={t("button", { count })}
      data-testid="cart-button"
      {...props}
    >
      <ShoppingCart aria-hidden />
      {count > 0 && (
        <span
          className="bg-destructive text-destructive-foreground absolute -end-1.5 -top-1.5 flex h-5 min-w-5 items-center justify-center rounded-full px-1 text-xs font-bold"
          data-testid="cart-count"
        >
          {count}
        </span>
      )}
    </Button>
  );
}
