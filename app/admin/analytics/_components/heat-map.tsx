import { heatGrid, HOURS, WEEKDAYS } from "./chart-tables";
import type { HeatCell } from "@/lib/analytics/types";

/**
 * Activity by weekday and shop hour as a grid of cells (Recharts has no heat map): darker is
 * busier. Each cell names its count for pointer users; the table behind the chart serves
 * screen readers. On a phone the grid scrolls sideways instead of squeezing 24 columns.
 */
export function HeatMap({ cells }: { cells: HeatCell[] }) {
  const grid = heatGrid(cells);
  const max = Math.max(1, ...grid.flat());
  return (
    <div className="overflow-x-auto pb-2" data-testid="heat-map">
      <div
        className="grid min-w-[36rem] gap-[2px] text-[10px] leading-none"
        style={{ gridTemplateColumns: "2.5rem repeat(24, minmax(0, 1fr))" }}
      >
        <span />
        {HOURS.map((h) => (
          <span key={h} className="text-muted-foreground pb-1 text-center tabular-nums">
            {h % 3 === 0 ? String(h).padStart(2, "0") : ""}
          </span>
        ))}
        {grid.map((counts, day) => (
          <div key={day} className="contents">
            <span className="text-muted-foreground flex items-center">
              {WEEKDAYS[day]!.slice(0, 3)}
            </span>
            {counts.map((count, hour) => (
              <span
                key={hour}
                className="bg-primary aspect-square rounded-[3px]"
                style={{ opacity: count === 0 ? 0.06 : 0.2 + (0.8 * count) / max }}
                title={`${WEEKDAYS[day]} ${String(hour).padStart(2, "0")}:00: ${count}`}
              />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
