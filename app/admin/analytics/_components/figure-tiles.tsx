"use client";

import { ArrowDownRight, ArrowRight, ArrowUpRight } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { compare } from "@/lib/analytics/figures";
import type { PeriodFigures } from "@/lib/analytics/types";

type Kind = "count" | "percent" | "days";

const PERCENT = { style: "percent" } as const;
const ONE_DECIMAL = { minimumFractionDigits: 1, maximumFractionDigits: 1 } as const;

/** The figures in the order the owner reads them: customers, then what they earned. */
export const FIGURES: { key: keyof PeriodFigures; kind: Kind }[] = [
  { key: "activeCustomers", kind: "count" },
  { key: "newCustomers", kind: "count" },
  { key: "returningCustomers", kind: "count" },
  { key: "repeatRate", kind: "percent" },
  { key: "punches", kind: "count" },
  { key: "codes", kind: "count" },
  { key: "cardsCompleted", kind: "count" },
  { key: "rewardsHandedOver", kind: "count" },
  { key: "averageDaysBetweenVisits", kind: "days" },
  { key: "levelUps", kind: "count" },
  { key: "levelUpTokensIssued", kind: "count" },
  { key: "levelUpTokensUsed", kind: "count" },
];

/** Each figure with its change from the previous period ("–" when that was 0). */
export function FigureTiles({
  figures,
  previous,
}: {
  figures: PeriodFigures;
  previous: PeriodFigures;
}) {
  const t = useTranslations("adminSettings.analytics.figures");
  const format = useFormatter();
  // A figure as the reader writes numbers: "1,204", "75%", "2.0 days".
  function shown(value: number | null, kind: Kind) {
    if (value === null) return "–";
    if (kind === "percent") return format.number(value, PERCENT);
    if (kind === "days") {
      const days = format.number(value, ONE_DECIMAL);
      return t("days", { count: Math.round(value * 10) / 10, days });
    }
    return format.number(value, { maximumFractionDigits: 0 });
  }
  return (
    <section
      aria-label={t("label")}
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
      data-testid="figures"
    >
      {FIGURES.map(({ key, kind }) => {
        const change = compare(figures[key], previous[key]);
        const Icon =
          change.direction === "up"
            ? ArrowUpRight
            : change.direction === "down"
              ? ArrowDownRight
              : ArrowRight;
        const percent = Math.abs(change.percent ?? 0);
        const said =
          change.percent === null
            ? t("noComparison")
            : t(`change.${change.direction}`, {
                percent: format.number(percent / 100, PERCENT),
              });
        return (
          <div
            key={key}
            className="bg-card min-w-0 rounded-xl border p-4"
            data-testid={`figure-${key}`}
          >
            <p className="text-muted-foreground text-sm">{t(`names.${key}`)}</p>
            <p className="mt-1 text-2xl font-semibold tabular-nums" data-testid="figure-value">
              {shown(figures[key], kind)}
            </p>
            {/* The change, then "vs 2.0 days before" on the next line when a phone's tile is
                too narrow for both: never cut. */}
            <p className="text-muted-foreground mt-1 flex flex-wrap items-center gap-x-1 text-xs">
              {change.percent === null ? (
                <span aria-hidden>–</span>
              ) : (
                <>
                  <Icon className="size-3.5 shrink-0" aria-hidden />
                  <span aria-hidden className="tabular-nums">
                    {format.number(percent / 100, PERCENT)}
                  </span>
                </>
              )}
              <span className="sr-only">{said}</span>
              <span className="min-w-0 wrap-anywhere">
                {t("before", { value: shown(previous[key], kind) })}
              </span>
            </p>
          </div>
        );
      })}
    </section>
  );
}
