"use client";

import { useDraggable, useDroppable } from "@dnd-kit/core";
import { EyeOff, GripVertical, Pencil, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { ProductImage } from "@/components/catalog/product-image";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

export type BoardProduct = {
  id: string;
  name: string;
  imageUrl: string;
  category: string | null;
  hidden: boolean;
};

type ColumnProps = {
  id: string;
  title: string;
  description?: string | null;
  products: BoardProduct[];
  onEdit?: () => void;
  onDelete?: () => void;
};

/** One drop target: a category (or the uncategorized group) with its products. */
export function CategoryColumn({
  id,
  title,
  description,
  products,
  onEdit,
  onDelete,
}: ColumnProps) {
  const t = useTranslations("adminCatalog.board");
  const { setNodeRef, isOver } = useDroppable({ id });
  return (
    <section
      ref={setNodeRef}
      aria-label={title}
      className={cn(
        "bg-card flex min-w-0 flex-col rounded-xl border shadow-sm transition-colors",
        isOver && "border-primary ring-primary/30 bg-secondary ring-2",
        !onEdit && "border-dashed",
      )}
      data-testid="category-column"
      data-category-id={id}
      data-over={isOver || undefined}
    >
      <header className="flex items-start gap-2 border-b p-4">
        <div className="min-w-0 flex-1">
          <div className="flex min-w-0 items-center gap-2">
            <h2
              className="min-w-0 truncate font-semibold"
              title={title}
              data-testid="category-name"
            >
              {title}
            </h2>
            <Badge
              variant="secondary"
              className="shrink-0 tabular-nums"
              data-testid="category-count"
            >
              {products.length}
            </Badge>
          </div>
          {description && (
            <p className="text-muted-foreground mt-1 line-clamp-2 text-sm wrap-anywhere">
              {description}
            </p>
          )}
        </div>
        {onEdit && (
          <Button
            variant="ghost"
            size="icon"
            className="-my-2"
            aria-label={t("edit", { name: title })}
            onClick={onEdit}
            data-testid="edit-category"
          >
            <Pencil aria-hidden />
          </Button>
        )}
        {onDelete && (
          <Button
            variant="ghost"
            size="icon"
            className="text-destructive hover:text-destructive -my-2 -me-2"
            aria-label={t("delete", { name: title })}
            onClick={onDelete}
            data-testid="delete-category"
          >
            <Trash2 aria-hidden />
          </Button>
        )}
      </header>
      <ul
        className="flex min-h-24 flex-col gap-2 p-3"
        aria-label={t("productsIn", { name: title })}
      >
        {products.length === 0 ? (
          <li className="text-muted-foreground flex flex-1 items-center justify-center rounded-lg border border-dashed p-4 text-center text-sm">
            {t("dropHere")}
          </li>
        ) : (
          products.map((product) => (
            <li key={product.id}>
              <DraggableProduct product={product} />
            </li>
          ))
        )}
      </ul>
    </section>
  );
}

function DraggableProduct({ product }: { product: BoardProduct }) {
  const t = useTranslations("adminCatalog.board");
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: product.id,
    data: { from: product.category ?? "uncategorized" },
    // Said after the name, which is the chip's own words (a name that left out the "Hidden"
    // it shows would not answer a voice command naming what is seen); the board's
    // instructions say how to move it.
    attributes: { roleDescription: t("movable") },
  });
  return (
    <div
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      className={cn(
        "focus-visible:ring-ring/50 rounded-lg outline-none focus-visible:ring-[3px]",
        isDragging && "opacity-40",
      )}
      data-testid="draggable-product"
      data-product-id={product.id}
    >
      <ProductChip product={product} />
    </div>
  );
}

export function ProductChip({ product, overlay }: { product: BoardProduct; overlay?: boolean }) {
  const t = useTranslations("adminCatalog.board");
  return (
    <div
      className={cn(
        "bg-background flex min-h-11 cursor-grab touch-manipulation items-center gap-2 rounded-lg border p-1.5 pe-3 select-none active:cursor-grabbing",
        overlay && "bg-card rotate-1 shadow-lg",
      )}
    >
      <GripVertical aria-hidden className="text-muted-foreground size-4 shrink-0" />
      <div className="bg-muted relative size-8 shrink-0 overflow-hidden rounded-md">
        <ProductImage src={product.imageUrl} alt="" sizes="32px" brokenAs="text" />
      </div>
      <span className="min-w-0 flex-1 truncate text-sm font-medium" title={product.name}>
        {product.name}
      </span>
      {product.hidden && (
        <Badge variant="warning" className="shrink-0">
          <EyeOff aria-hidden />
          <span className="sr-only sm:not-sr-only">{t("hidden")}</span>
        </Badge>
      )}
    </div>
  );
}
