"use client";

import { Images, ShoppingCart } from "lucide-react";
import { useTranslations } from "next-intl";
import { memo } from "react";
import { PriceTag } from "@/components/catalog/price-tag";
import { ProductImage } from "@/components/catalog/product-image";
import { StockBadge } from "@/components/catalog/stock-badge";
import { Badge } from "@/components/ui/badge";
import { PlainButton } from "@/components/ui/plain-button";
import { galleryOf } from "@/lib/catalog/gallery";
import { hasDeal } from "@/lib/catalog/pricing";
import { productCents } from "@/lib/catalog/product-money";
import type { ProductDto } from "@/lib/catalog/types";

const SHOWN_FLAVORS = 3;

/** `onOpen` and `onAdd` take the product, so the screen passes the same two functions to every card. */
type Props = {
  product: ProductDto;
  /** The shop's currency (ISO 4217). */
  currency: string;
  onOpen: (product: ProductDto) => void;
  onAdd: (product: ProductDto) => void;
  priority?: boolean;
};

/**
 * SPEC §2 product card. The picture and name open the details; the button opens Add to Cart.
 * Memoised: the screen renders again when the page turns idle, when the cart is read and when
 * the dialogs' code arrives, and re-rendering every card each time blocked a phone's main
 * thread for seconds while the shop loaded.
 */
export const ProductCard = memo(function ProductCard({
  product,
  currency,
  onOpen,
  onAdd,
  priority,
}: Props) {
  const t = useTranslations("shop.card");
  const price = productCents(product);
  const pictures = galleryOf(product).length;
  const extraFlavors = product.flavors.length - SHOWN_FLAVORS;
  const outOfStock = product.stock <= 0;
  const pictureCount = t.rich("pictures", {
    count: pictures,
    hidden: (chunks) => <span className="sr-only">{chunks}</span>,
  });

  return (
    <article
      className="bg-card text-card-foreground flex flex-col overflow-hidden rounded-xl border shadow-sm transition-shadow hover:shadow-md"
      data-testid="product-card"
      data-product-id={product.id}
      onClick={() => onOpen(product)}
    >
      <button
        type="button"
        className="group bg-muted relative block aspect-[4/3] w-full overflow-hidden text-start sm:aspect-square"
        onClick={(e) => {
          e.stopPropagation();
          onOpen(product);
        }}
      >
        {/* Heard before the badges the picture carries, which stay part of the name: a name
            that left out the words on the button would not answer a voice command naming them. */}
        <span className="sr-only">{t("viewDetails", { name: product.name })}</span>
        <ProductImage
          src={product.imageUrl}
          alt=""
          priority={priority}
          sizes="(min-width: 1280px) 300px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          className="transition-transform duration-300 group-hover:scale-105"
        />
        {hasDeal(price) && (
          <Badge
            variant="destructive"
            className="absolute start-2 top-2 text-sm font-bold shadow"
            data-testid="deal-badge"
          >
            {t("deal")}
          </Badge>
        )}
        {pictures > 1 && (
          <Badge
            variant="secondary"
            className="absolute end-2 top-2 shadow"
            data-testid="gallery-count"
          >
            <Images aria-hidden />
            {pictureCount}
          </Badge>
        )}
        <StockBadge stock={product.stock} className="absolute start-2 bottom-2 shadow" />
      </button>

      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h2
            className="min-w-0 text-base leading-snug font-semibold wrap-anywhere"
            data-testid="product-name"
          >
            {product.name}
          </h2>
          {product.category && (
            <Badge
              variant="outline"
              dir="auto"
              className="mt-0.5 block max-w-[45%] shrink-0 truncate"
              title={product.categoryName ?? undefined}
              data-testid="category-badge"
            >
              {product.categoryName ?? t("category")}
            </Badge>
          )}
        </div>
        <PriceTag price={price} currency={currency} />
        <p className="text-muted-foreground line-clamp-2 text-sm">{product.description}</p>
        {product.flavors.length > 0 && (
          <ul className="flex flex-wrap gap-1" aria-label={t("flavors")} data-testid="card-flavors">
            {product.flavors.slice(0, SHOWN_FLAVORS).map((flavor) => (
              <li key={flavor} className="max-w-full">
                <Badge variant="secondary" className="max-w-full wrap-anywhere whitespace-normal">
                  {flavor}
                </Badge>
              </li>
            ))}
            {extraFlavors > 0 && (
              <li>
                <Badge variant="outline">{t("moreFlavors", { count: extraFlavors })}</Badge>
              </li>
            )}
          </ul>
        )}
        {/* A native button with the button's classes: tailwind-merge's work for each card was
            part of the shop's hydration on a phone. */}
        <PlainButton
          className="mt-auto w-full"
          disabled={outOfStock}
          onClick={(e) => {
            e.stopPropagation();
            onAdd(product);
          }}
          data-testid="add-to-cart"
        >
          <ShoppingCart aria-hidden />
          {outOfStock ? t("outOfStock") : t("addToCart")}
        </PlainButton>
      </div>
    </article>
  );
});
