import { useFormatter, useTranslations } from "next-intl";
import { useMoney } from "@/components/catalog/use-money";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FILL_CENTS_PER_GRAM } from "@/lib/catalog/inventory-math";
import { toCents } from "@/lib/catalog/money";
import type { InventorySummaryDto } from "@/lib/catalog/types";
import { cn } from "@/lib/utils";

/** SPEC §2 five summary cards; the margin badge is highlighted at 30% or more. */
export function SummaryCards({
  summary,
  currency,
}: {
  summary: InventorySummaryDto;
  /** The shop's currency (ISO 4217): the fill's price per gram is in it too. */
  currency: string;
}) {
  const t = useTranslations("adminCatalog.summary");
  const format = useFormatter();
  const inCurrency = useMoney(currency);
  const money = (amount: number) => inCurrency(toCents(amount) ?? 0);
  const cards = [
    { key: "base", title: t("baseCost"), value: summary.baseCost, note: t("baseNote") },
    {
      key: "fill",
      title: t("fillCost"),
      value: summary.fillCost,
      note: t("fillNote", { price: inCurrency(FILL_CENTS_PER_GRAM) }),
    },
    { key: "total", title: t("totalCost"), value: summary.totalCost, note: t("totalNote") },
    { key: "revenue", title: t("revenue"), value: summary.revenue, note: t("revenueNote") },
  ];
  // One decimal always ("30.0%"), as the highlight decides on it (lib/catalog/inventory-math.ts).
  const margin = format.number(summary.margin / 100, {
    style: "percent",
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-5" data-testid="inventory-summary">
      {cards.map((c) => (
        <Card key={c.key} className="gap-1 py-4 sm:gap-1 sm:py-4">
          <CardHeader className="px-4 sm:px-4">
            <CardTitle className="text-muted-foreground text-sm font-medium">{c.title}</CardTitle>
          </CardHeader>
          <CardContent className="px-4 sm:px-4">
            <p
              className="text-xl font-bold tabular-nums sm:text-2xl"
              data-testid={`summary-${c.key}`}
            >
              {money(c.value)}
            </p>
            <p className="text-muted-foreground text-xs">{c.note}</p>
          </CardContent>
        </Card>
      ))}
      <Card
        className={cn(
          "col-span-2 gap-1 py-4 sm:gap-1 sm:py-4 lg:col-span-1",
          summary.healthyMargin && "border-success/50 bg-success/5",
        )}
      >
        <CardHeader className="px-4 sm:px-4">
          <CardTitle className="text-muted-foreground text-sm font-medium">{t("profit")}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-wrap items-center gap-2 px-4 sm:px-4">
          <p
            className={cn(
              "text-xl font-bold tabular-nums sm:text-2xl",
              summary.profit < 0 && "text-destructive",
            )}
            data-testid="summary-profit"
          >
            {money(summary.profit)}
          </p>
          <Badge
            variant={summary.healthyMargin ? "success" : "secondary"}
            data-testid="summary-margin"
            data-healthy={summary.healthyMargin}
          >
            {t("margin", { margin })}
          </Badge>
        </CardContent>
      </Card>
    </div>
  );
}
