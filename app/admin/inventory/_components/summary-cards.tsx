import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatMoney, toCents } from "@/lib/catalog/money";
import type { InventorySummaryDto } from "@/lib/catalog/types";
import { cn } from "@/lib/utils";

const money = (dollars: number) => formatMoney(toCents(dollars) ?? 0);

/** SPEC §2 five summary cards; the margin badge is highlighted at 30% or more. */
export function SummaryCards({ summary }: { summary: InventorySummaryDto }) {
  const cards = [
    { key: "base", title: "Base Cost", value: summary.baseCost, note: "Unit price × quantity" },
    { key: "fill", title: "Fill Cost", value: summary.fillCost, note: "$2.20 per gram" },
    { key: "total", title: "Total Cost", value: summary.totalCost, note: "Base + fill" },
    {
      key: "revenue",
      title: "Expected Revenue",
      value: summary.revenue,
      note: "Sell price × quantity",
    },
  ];
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
          <CardTitle className="text-muted-foreground text-sm font-medium">Total Profit</CardTitle>
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
            {summary.margin.toFixed(1)}% margin
          </Badge>
        </CardContent>
      </Card>
    </div>
  );
}
