import { Badge } from "@/components/ui/badge";
import { formatMoney } from "@/lib/catalog/money";
import { hasDeal, savingsCents, unitPriceCents, type Priced } from "@/lib/catalog/pricing";
import { cn } from "@/lib/utils";

/** The deal price with the normal price struck through and 'Save $x', or just the price. */
export function PriceTag({
  price,
  size = "default",
  className,
}: {
  price: Priced;
  size?: "default" | "lg";
  className?: string;
}) {
  const deal = hasDeal(price);
  const saving = savingsCents(price);
  return (
    <div
      className={cn("flex flex-wrap items-baseline gap-x-2 gap-y-1", className)}
      data-testid="price"
    >
      <span
        className={cn(
          "font-bold",
          size === "lg" ? "text-2xl" : "text-xl",
          deal && "text-destructive",
        )}
        data-testid="price-current"
      >
        {formatMoney(unitPriceCents(price))}
      </span>
      {deal && (
        <span className="text-muted-foreground text-sm line-through" data-testid="price-original">
          <span className="sr-only">Was </span>
          {formatMoney(price.priceCents)}
        </span>
      )}
      {saving !== null && (
        <Badge variant="success" data-testid="price-save">
          Save {formatMoney(saving)}
        </Badge>
      )}
    </div>
  );
}
