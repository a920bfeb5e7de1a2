"use client";

import { Minus, Plus, ShoppingCart } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useText } from "@/components/i18n/use-text";
import { useMoney } from "@/components/catalog/use-money";
import { PriceTag } from "@/components/catalog/price-tag";
import { ProductImage } from "@/components/catalog/product-image";
import { Field } from "@/components/ui/field";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input, WHOLE_INPUT } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/select";
import { notify } from "@/components/ui/toast";
import { addToCart, clampQuantity, notEnoughStockMessage, type CartItem } from "@/lib/catalog/cart";
import { unitPriceCents } from "@/lib/catalog/pricing";
import { productCents } from "@/lib/catalog/product-money";
import type { ProductDto } from "@/lib/catalog/types";
import {
  ADDED_TO_CART,
  NOT_ENOUGH_STOCK,
  SELECT_FLAVOR,
  SELECT_FLAVOR_DETAIL,
} from "@/lib/catalog/messages";

type Props = {
  product: ProductDto | null;
  /** The shop's currency (ISO 4217). */
  currency: string;
  cart: CartItem[];
  onCartChange: (cart: CartItem[]) => void;
  onClose: () => void;
};

/** SPEC §2/§5 Add to Cart: flavor required when there are flavors, quantity 1..stock. */
export function AddToCartDialog({ product, currency, cart, onCartChange, onClose }: Props) {
  return (
    <Dialog open={product !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent data-testid="add-to-cart-dialog">
        {product && (
          <AddToCartForm
            key={product.id}
            product={product}
            currency={currency}
            cart={cart}
            onCartChange={onCartChange}
            onDone={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function AddToCartForm({
  product,
  currency,
  cart,
  onCartChange,
  onDone,
}: {
  product: ProductDto;
  currency: string;
  cart: CartItem[];
  onCartChange: (cart: CartItem[]) => void;
  onDone: () => void;
}) {
  const t = useTranslations("shop.add");
  const text = useText();
  const money = useMoney(currency);
  const [flavor, setFlavor] = useState("");
  // What is typed stays as typed until the field is left, so a too-large number can be refused.
  const [raw, setRaw] = useState("1");
  const typed = Math.trunc(Number(raw));
  const quantity = Number.isFinite(typed) && typed >= 1 ? typed : 1;
  const price = productCents(product);
  const max = Math.max(product.stock, 1);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (product.flavors.length > 0 && !flavor) {
      notify.error(text(SELECT_FLAVOR), text(SELECT_FLAVOR_DETAIL));
      return;
    }
    const cents = { id: product.id, name: product.name, stock: product.stock, ...price };
    const result = addToCart(cart, cents, product.flavors.length > 0 ? flavor : null, quantity);
    if (!result.ok) {
      notify.error(text(NOT_ENOUGH_STOCK), text(notEnoughStockMessage(result)));
      return;
    }
    onCartChange(result.cart);
    notify.success(
      text(ADDED_TO_CART),
      flavor
        ? t("addedWithFlavor", { quantity, product: product.name, flavor })
        : t("added", { quantity, product: product.name }),
    );
    onDone();
  }

  const setClamped = (value: number) => setRaw(String(clampQuantity(value, product.stock)));

  return (
    <form onSubmit={submit} className="grid grid-cols-1 gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>{t("title")}</DialogTitle>
        <DialogDescription className="sr-only">{t("description")}</DialogDescription>
      </DialogHeader>
      <div className="flex gap-3">
        <div className="bg-muted relative size-20 shrink-0 overflow-hidden rounded-lg sm:size-24">
          <ProductImage src={product.imageUrl} alt="" sizes="96px" />
        </div>
        <div className="min-w-0 space-y-1">
          <p className="leading-snug font-semibold wrap-anywhere">{product.name}</p>
          <p className="text-muted-foreground line-clamp-2 text-sm">{product.description}</p>
          <PriceTag price={price} currency={currency} />
        </div>
      </div>

      {product.flavors.length > 0 && (
        <Field id="cart-flavor" label={t("flavor")} value={flavor} onValueChange={setFlavor}>
          <NativeSelect
            placeholder={t("flavorPlaceholder")}
            options={product.flavors}
            data-testid="flavor-select"
          />
        </Field>
      )}

      <Field id="cart-quantity" label={t("quantity")}>
        {(control) => (
          <div className="flex items-center gap-2">
            <Button
              type="button"
              variant="outline"
              size="icon"
              aria-label={t("decrease")}
              disabled={quantity <= 1}
              onClick={() => setClamped(quantity - 1)}
              data-testid="qty-minus"
            >
              <Minus aria-hidden />
            </Button>
            <Input
              {...control}
              {...WHOLE_INPUT}
              min={1}
              max={max}
              className="w-20 text-center"
              value={raw}
              onChange={(e) => setRaw(e.target.value)}
              onBlur={() => setClamped(quantity)}
              data-testid="qty-input"
            />
            <Button
              type="button"
              variant="outline"
              size="icon"
              aria-label={t("increase")}
              disabled={quantity >= product.stock}
              onClick={() => setClamped(quantity + 1)}
              data-testid="qty-plus"
            >
              <Plus aria-hidden />
            </Button>
            <span className="text-muted-foreground ms-1 text-sm" data-testid="qty-stock">
              {t("inStock", { count: product.stock })}
            </span>
          </div>
        )}
      </Field>

      <div className="bg-muted flex items-center justify-between rounded-lg px-3 py-2">
        <span className="text-sm font-medium">{t("subtotal")}</span>
        <span className="text-lg font-bold" data-testid="subtotal">
          {money(unitPriceCents(price) * clampQuantity(quantity, product.stock))}
        </span>
      </div>

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {t("cancel")}
        </Button>
        <Button type="submit" data-testid="confirm-add-to-cart">
          <ShoppingCart aria-hidden />
          {t("title")}
        </Button>
      </DialogFooter>
    </form>
  );
}
