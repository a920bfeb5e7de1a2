"use client";

import { useTranslations } from "next-intl";
import type { HeatCell } from "@/lib/analytics/types";
import { heatGrid, hourText, HOURS, type WeekdayName } from "./chart-tables";

/**
 * Activity by weekday and shop hour as a grid of cells (Recharts has no heat map): darker is
 * busier. Each cell names its count for pointer users; the table behind the chart serves
 * screen readers. The whole day fits the width, a phone's too: 24 narrow columns, the hours
 * labelled every six on a phone and every three on wider screens, so nothing is cut off.
 */
export function HeatMap({
  cells,
  weekday,
  weekdayShort,
}: {
  cells: HeatCell[];
  weekday: WeekdayName;
  weekdayShort: WeekdayName;
}) {
  const t = useTranslations("adminSettings.analytics");
  const grid = heatGrid(cells);
  const max = Math.max(1, ...grid.flat());
  return (
    <div className="pb-2" data-testid="heat-map">
      <div
        className="grid gap-px text-[10px] leading-none sm:gap-[2px]"
        style={{ gridTemplateColumns: "2rem repeat(24, minmax(0, 1fr))" }}
      >
        <span />
        {HOURS.map((h) => (
          // Labels overflow their narrow column to the right, as a ruler's do.
          <span
            key={h}
            className="text-muted-foreground overflow-visible pb-1 text-start whitespace-nowrap tabular-nums"
            data-testid="heat-hour"
          >
            {h % 6 === 0 ? (
              String(h).padStart(2, "0")
            ) : h % 3 === 0 ? (
              <span className="hidden sm:inline">{String(h).padStart(2, "0")}</span>
            ) : (
              ""
            )}
          </span>
        ))}
        {grid.map((counts, day) => (
          <div key={day} className="contents">
            <span className="text-muted-foreground flex items-center">{weekdayShort(day)}</span>
            {counts.map((count, hour) => (
              <span
                key={hour}
                className="bg-primary aspect-square min-w-0 rounded-[2px] sm:rounded-[3px]"
                style={{ opacity: count === 0 ? 0.06 : 0.2 + (0.8 * count) / max }}
                title={t("heatCell", { weekday: weekday(day), hour: hourText(hour), count })}
              />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
