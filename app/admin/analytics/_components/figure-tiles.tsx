import { ArrowDownRight, ArrowRight, ArrowUpRight } from "lucide-react";
import { compare } from "@/lib/analytics/figures";
import type { PeriodFigures } from "@/lib/analytics/types";
import { formatNumber } from "@/lib/format";

type Figure = {
  key: keyof PeriodFigures;
  label: string;
  format?: (value: number) => string;
};

const percent = (value: number) => `${Math.round(value * 100)}%`;
const days = (value: number) => `${value.toFixed(1)} days`;

/** The figures in the order the owner reads them: customers, then what they earned. */
export const FIGURES: Figure[] = [
  { key: "activeCustomers", label: "Active customers" },
  { key: "newCustomers", label: "New customers" },
  { key: "returningCustomers", label: "Returning customers" },
  { key: "repeatRate", label: "Repeat rate", format: percent },
  { key: "punches", label: "Punches" },
  { key: "codes", label: "Codes verified" },
  { key: "cardsCompleted", label: "Cards completed" },
  { key: "rewardsHandedOver", label: "Rewards handed over" },
  { key: "averageDaysBetweenVisits", label: "Days between visits", format: days },
  { key: "levelUps", label: "Level-ups" },
  { key: "levelUpTokensIssued", label: "Level-up tokens issued" },
  { key: "levelUpTokensUsed", label: "Level-up tokens used" },
];

function shown(value: number | null, format = formatNumber) {
  return value === null ? "–" : format(value);
}

/** Each figure with its change from the previous period ("–" when that was 0). */
export function FigureTiles({
  figures,
  previous,
}: {
  figures: PeriodFigures;
  previous: PeriodFigures;
}) {
  return (
    <section
      aria-label="Figures"
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
      data-testid="figures"
    >
      {FIGURES.map(({ key, label, format }) => {
        const change = compare(figures[key], previous[key]);
        const Icon =
          change.direction === "up"
            ? ArrowUpRight
            : change.direction === "down"
              ? ArrowDownRight
              : ArrowRight;
        const said =
          change.percent === null
            ? "no comparison: the previous period had none"
            : `${change.direction === "same" ? "unchanged" : change.direction} ${Math.abs(change.percent)}%`;
        return (
          <div
            key={key}
            className="bg-card min-w-0 rounded-xl border p-4"
            data-testid={`figure-${key}`}
          >
            <p className="text-muted-foreground text-sm">{label}</p>
            <p className="mt-1 text-2xl font-semibold tabular-nums" data-testid="figure-value">
              {shown(figures[key], format)}
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
                    {Math.abs(change.percent)}%
                  </span>
                </>
              )}
              <span className="sr-only">{said}</span>
              <span className="min-w-0 wrap-anywhere">
                vs {shown(previous[key], format)} before
              </span>
            </p>
          </div>
        );
      })}
    </section>
  );
}
