import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { hasDeal, savingsCents, unitPriceCents, type Priced } from "@/lib/catalog/pricing";
import { cn } from "@/lib/utils";
import { useMoney } from "./use-money";

/** The deal price with the normal price struck through and 'Save $x', or just the price. */
export function PriceTag({
  price,
  currency,
  size = "default",
  className,
}: {
  price: Priced;
  /** The shop's currency (ISO 4217): prices are hundredths of it. */
  currency: string;
  size?: "default" | "lg";
  className?: string;
}) {
  const t = useTranslations("shop.price");
  const money = useMoney(currency);
  const deal = hasDeal(price);
  const saving = savingsCents(price);
  const was = t.rich("was", {
    amount: money(price.priceCents),
    hidden: (chunks) => <span className="sr-only">{chunks}</span>,
  });
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
        {money(unitPriceCents(price))}
      </span>
      {deal && (
        <span className="text-muted-foreground text-sm line-through" data-testid="price-original">
          {was}
        </span>
      )}
      {saving !== null && (
        <Badge variant="success" data-testid="price-save">
          {t("save", { amount: money(saving) })}
        </Badge>
      )}
    </div>
  );
}
