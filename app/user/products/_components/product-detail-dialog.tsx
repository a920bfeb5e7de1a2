"use client";

import { ChevronDown, ShoppingCart } from "lucide-react";
import { useTranslations } from "next-intl";
import { PriceTag } from "@/components/catalog/price-tag";
import { StockBadge } from "@/components/catalog/stock-badge";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { galleryOf } from "@/lib/catalog/gallery";
import { productCents } from "@/lib/catalog/product-money";
import type { ProductDto } from "@/lib/catalog/types";
import { ImageGallery } from "./image-gallery";
import { ProductVideo } from "./product-video";

type Props = {
  product: ProductDto | null;
  /** The shop's currency (ISO 4217). */
  currency: string;
  onClose: () => void;
  onAdd: (product: ProductDto) => void;
};

/** SPEC §2 detail dialog: pictures, video, description, flavors and 'Additional Details'. */
export function ProductDetailDialog({ product, currency, onClose, onAdd }: Props) {
  const t = useTranslations("shop.detail");
  const unitsInStock = t.rich("unitsInStock", {
    count: product?.stock ?? 0,
    strong: (chunks) => <span className="text-foreground font-medium">{chunks}</span>,
  });
  return (
    <Dialog open={product !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-3xl" data-testid="product-detail">
        {product && (
          <>
            <DialogHeader>
              <DialogTitle className="text-xl">{product.name}</DialogTitle>
              <div className="flex flex-wrap items-center gap-2">
                <StockBadge stock={product.stock} />
                {product.category && (
                  <Badge variant="outline">{product.categoryName ?? t("category")}</Badge>
                )}
              </div>
            </DialogHeader>
            <div className="grid grid-cols-1 gap-5 md:grid-cols-2">
              <ImageGallery key={product.id} pictures={galleryOf(product)} name={product.name} />
              <div className="flex min-w-0 flex-col gap-4">
                <PriceTag price={productCents(product)} currency={currency} size="lg" />
                <DialogDescription className="text-foreground text-base whitespace-pre-line">
                  {product.description}
                </DialogDescription>
                {product.flavors.length > 0 && (
                  <section className="space-y-2">
                    <h3 className="text-sm font-semibold">{t("flavors")}</h3>
                    <ul className="flex flex-wrap gap-1.5" data-testid="detail-flavors">
                      {product.flavors.map((flavor) => (
                        <li key={flavor} className="max-w-full">
                          <Badge
                            variant="secondary"
                            className="max-w-full text-sm wrap-anywhere whitespace-normal"
                          >
                            {flavor}
                          </Badge>
                        </li>
                      ))}
                    </ul>
                  </section>
                )}
                <Collapsible className="rounded-lg border">
                  <CollapsibleTrigger className="group flex min-h-11 w-full items-center justify-between px-3 text-sm font-semibold">
                    {t("additionalDetails")}
                    <ChevronDown
                      aria-hidden
                      className="size-4 transition-transform group-data-[state=open]:rotate-180"
                    />
                  </CollapsibleTrigger>
                  <CollapsibleContent
                    className="space-y-2 px-3 pb-3 text-sm"
                    data-testid="additional-details"
                  >
                    {product.detailedDescription && (
                      <p className="whitespace-pre-line">{product.detailedDescription}</p>
                    )}
                    <p className="text-muted-foreground">{unitsInStock}</p>
                  </CollapsibleContent>
                </Collapsible>
                <Button
                  size="lg"
                  className="mt-auto w-full"
                  disabled={product.stock <= 0}
                  onClick={() => onAdd(product)}
                >
                  <ShoppingCart aria-hidden />
                  {product.stock <= 0 ? t("outOfStock") : t("addToCart")}
                </Button>
              </div>
            </div>
            {product.videoUrl && <ProductVideo url={product.videoUrl} name={product.name} />}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
