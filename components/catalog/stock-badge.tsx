import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

/** '{n} in stock' or 'Out of stock' (SPEC §2). */
export function StockBadge({ stock, className }: { stock: number; className?: string }) {
  const t = useTranslations("shop.stock");
  return (
    <Badge
      variant={stock > 0 ? "success" : "destructive"}
      className={cn(className)}
      data-testid="stock-badge"
    >
      {stock > 0 ? t("inStock", { count: stock }) : t("outOfStock")}
    </Badge>
  );
}
