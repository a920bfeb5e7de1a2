import { useFormatter, useTranslations, type DateTimeFormatOptions } from "next-intl";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { DayActivity } from "@/lib/admin/stats";

const DAY_LABEL: DateTimeFormatOptions = { month: "short", day: "numeric", timeZone: "UTC" };

/** A round ceiling for the axis: 4, 5, 10, 20, 25, 50, 100 … */
function axisMax(value: number) {
  if (value <= 4) return 4;
  const step = 10 ** Math.floor(Math.log10(value));
  for (const m of [1, 2, 2.5, 5, 10]) if (value <= m * step) return m * step;
  return 10 * step;
}

/**
 * How a day's label sits on its place, measured from the reading start (the first day is on
 * the right in Arabic): the first from its start, the last to its end, others centred.
 */
function labelEdge(i: number, count: number) {
  if (i === 0) return "translate-x-0";
  if (i === count - 1) return "-translate-x-full rtl:translate-x-full";
  return "-translate-x-1/2 rtl:translate-x-1/2";
}

function height(value: number, max: number) {
  // A day with any activity stays visible as a sliver, however busy the busiest day was.
  return value === 0 ? "0%" : `max(3px, ${(value / max) * 100}%)`;
}

/**
 * Punches redeemed and codes verified per day over the last 30 days, as plain bars: no
 * chart library, a table behind it for screen readers.
 */
export function ActivityChart({ days }: { days: DayActivity[] }) {
  const t = useTranslations("admin.dashboard.chart");
  const format = useFormatter();
  // A shop day is a date, not a moment: written as itself, whatever the zone.
  const dayLabel = (day: string) => format.dateTime(new Date(`${day}T00:00:00Z`), DAY_LABEL);
  const totalPunches = days.reduce((sum, d) => sum + d.punches, 0);
  const totalCodes = days.reduce((sum, d) => sum + d.codes, 0);
  const max = axisMax(Math.max(0, ...days.map((d) => Math.max(d.punches, d.codes))));
  const labelAt = [0, 10, 20, days.length - 1];

  return (
    <Card data-testid="activity-chart">
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <div className="flex items-center gap-2">
            <span className="bg-primary size-3 rounded-sm" aria-hidden />
            <dt className="text-muted-foreground">{t("punches")}</dt>
            <dd className="font-semibold tabular-nums" data-testid="chart-total-punches">
              {format.number(totalPunches)}
            </dd>
          </div>
          <div className="flex items-center gap-2">
            <span className="size-3 rounded-sm bg-amber-500" aria-hidden />
            <dt className="text-muted-foreground">{t("codes")}</dt>
            <dd className="font-semibold tabular-nums" data-testid="chart-total-codes">
              {format.number(totalCodes)}
            </dd>
          </div>
        </dl>
        <div className="flex gap-2" aria-hidden>
          <div className="text-muted-foreground flex h-44 flex-col justify-between text-end text-[11px] leading-none tabular-nums sm:h-56">
            <span>{max}</span>
            <span>{max / 2}</span>
            <span>0</span>
          </div>
          <div className="min-w-0 flex-1">
            <div className="relative h-44 border-s border-b sm:h-56">
              <div className="absolute inset-x-0 top-0 border-t border-dashed" />
              <div className="absolute inset-x-0 top-1/2 border-t border-dashed" />
              <div className="absolute inset-0 flex items-end gap-[2px] px-[2px] sm:gap-1 sm:px-1">
                {days.map((d) => (
                  <div
                    key={d.day}
                    className="flex h-full min-w-0 flex-1 items-end justify-center gap-px"
                    title={t("dayTitle", { day: d.day, punches: d.punches, codes: d.codes })}
                    data-testid={`chart-day-${d.day}`}
                  >
                    <div
                      className="bg-primary w-1/2 max-w-3 rounded-t-sm"
                      style={{ height: height(d.punches, max) }}
                    />
                    <div
                      className="w-1/2 max-w-3 rounded-t-sm bg-amber-500"
                      style={{ height: height(d.codes, max) }}
                    />
                  </div>
                ))}
              </div>
            </div>
            <div className="text-muted-foreground relative h-5 text-[11px]">
              {labelAt.map((i) => {
                const d = days[i];
                if (!d) return null;
                const left = ((i + 0.5) / days.length) * 100;
                return (
                  <span
                    key={d.day}
                    className={`absolute top-1 whitespace-nowrap ${labelEdge(i, days.length)}`}
                    style={{
                      insetInlineStart: i === 0 ? 0 : i === days.length - 1 ? "100%" : `${left}%`,
                    }}
                  >
                    {dayLabel(d.day)}
                  </span>
                );
              })}
            </div>
          </div>
        </div>
        {/* A table ignores width and overflow, so the visually-hidden box must wrap it. */}
        <div className="sr-only">
          <table>
            <caption>{t("caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("day")}</th>
                <th scope="col">{t("punches")}</th>
                <th scope="col">{t("codes")}</th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.day}>
                  <th scope="row">{d.day}</th>
                  <td>{d.punches}</td>
                  <td>{d.codes}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </CardContent>
    </Card>
  );
}
