"use client";

import { Eye, EyeOff, Images, Pencil, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMoney } from "@/components/catalog/use-money";
import { ProductImage } from "@/components/catalog/product-image";
import { StockBadge } from "@/components/catalog/stock-badge";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { unitPriceCents } from "@/lib/catalog/pricing";
import { productCents } from "@/lib/catalog/product-money";
import type { ProductDto } from "@/lib/catalog/types";

type Props = {
  product: ProductDto;
  currency: string;
  busy: boolean;
  onToggleHidden: () => void;
  onEdit: () => void;
  onDelete: () => Promise<boolean>;
};

/** SPEC §2 list row: image, gallery count, hidden and stock badges, flavor count, actions. */
export function ProductRow({ product, currency, busy, onToggleHidden, onEdit, onDelete }: Props) {
  const t = useTranslations("adminCatalog.productRow");
  const money = useMoney(currency);
  const price = productCents(product);
  return (
    <li
      className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center"
      data-testid="admin-product-row"
      data-product-id={product.id}
    >
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <div className="bg-muted relative size-16 shrink-0 overflow-hidden rounded-lg border">
          <ProductImage src={product.imageUrl} alt="" sizes="64px" brokenAs="text" />
        </div>
        <div className="min-w-0 space-y-1">
          <p
            className="truncate font-semibold"
            title={product.name}
            data-testid="admin-product-name"
          >
            {product.name}
          </p>
          <p className="text-muted-foreground text-sm wrap-anywhere">
            {money(unitPriceCents(price))}
            {product.dealPrice !== null && (
              <span className="ms-1.5 line-through">{money(price.priceCents)}</span>
            )}
            {product.categoryName && <span> · {product.categoryName}</span>}
          </p>
          <div className="flex flex-wrap gap-1">
            {product.hidden && (
              <Badge variant="warning" data-testid="hidden-badge">
                <EyeOff aria-hidden />
                {t("hidden")}
              </Badge>
            )}
            <StockBadge stock={product.stock} />
            <Badge variant="outline" data-testid="gallery-count">
              <Images aria-hidden />
              {t("inGallery", { count: product.images.length })}
            </Badge>
            <Badge variant="outline">{t("flavors", { count: product.flavors.length })}</Badge>
          </div>
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={onToggleHidden}
          data-testid="toggle-hidden"
        >
          {product.hidden ? <Eye aria-hidden /> : <EyeOff aria-hidden />}
          {product.hidden ? t("show") : t("hide")}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={onEdit}
          data-testid="edit-product"
        >
          <Pencil aria-hidden />
          {t("edit")}
        </Button>
        <ConfirmDialog
          title={t("deleteTitle")}
          description={t("deleteDescription", { name: product.name })}
          onConfirm={onDelete}
          trigger={
            <Button
              variant="outline"
              size="sm"
              disabled={busy}
              className="text-destructive hover:text-destructive"
              data-testid="delete-product"
            >
              <Trash2 aria-hidden />
              {t("delete")}
            </Button>
          }
        />
      </div>
    </li>
  );
}
