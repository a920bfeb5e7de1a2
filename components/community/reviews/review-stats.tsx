import { useFormatter, useTranslations } from "next-intl";
import { Card, CardContent } from "@/components/ui/card";
import type { ReviewStats as Stats } from "@/lib/community/types";
import { Stars } from "./stars";

/** Average to one decimal and the count; the admin also sees the 5-to-1 distribution. */
export function ReviewStats({
  stats,
  distribution = false,
}: {
  stats: Stats;
  distribution?: boolean;
}) {
  const t = useTranslations("customer.reviews");
  const format = useFormatter();
  return (
    <Card className="py-5 sm:py-6">
      <CardContent className="flex flex-col gap-6 sm:flex-row sm:items-center">
        <div className="flex items-center gap-4 sm:min-w-56">
          <p className="text-5xl font-black tabular-nums" data-testid="review-average">
            {/* One decimal, 0.0 when there are no reviews, in the reader's digits. */}
            {format.number(stats.average ?? 0, {
              minimumFractionDigits: 1,
              maximumFractionDigits: 1,
            })}
          </p>
          <div className="space-y-1">
            <Stars rating={stats.average ?? 0} />
            <p className="text-muted-foreground text-sm" data-testid="review-count">
              {t("count", { count: stats.count })}
            </p>
          </div>
        </div>
        {distribution && (
          <ul
            className="flex-1 space-y-1.5"
            aria-label={t("distribution")}
            data-testid="review-distribution"
          >
            {([5, 4, 3, 2, 1] as const).map((n) => {
              const count = stats.distribution[n];
              const share = stats.count ? (count / stats.count) * 100 : 0;
              return (
                <li
                  key={n}
                  className="flex items-center gap-3 text-sm"
                  data-testid={`distribution-${n}`}
                >
                  <span className="text-muted-foreground w-14 shrink-0 tabular-nums">
                    {t("starRow", { stars: n })}
                  </span>
                  <span className="bg-muted-foreground/15 h-2.5 flex-1 overflow-hidden rounded-full">
                    <span
                      className="block h-full rounded-full bg-amber-400"
                      style={{ width: `${share}%` }}
                    />
                  </span>
                  <span className="w-8 shrink-0 text-end tabular-nums">{format.number(count)}</span>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
