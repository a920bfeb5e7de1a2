"use client";

// The Recharts charts. Loaded with next/dynamic from analytics-view.tsx, so the library is
// fetched by this admin screen only and no other screen's JavaScript grows.
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import type { DailyPoint } from "@/lib/analytics/types";
import { dirOf, type Locale } from "@/lib/i18n/locales";
import { CODES_COLOR, PUNCHES_COLOR, type Series } from "./chart-series";

const AXIS = { fontSize: 11, fill: "#595969" };
// The legend is drawn left to right in every language: in Arabic its swatch kept its gap on the
// wrong side, touching the words.
const LEGEND = { fontSize: 12, direction: "ltr" } as const;
// A shop day is a date, not a moment: written as itself, whatever the zone.
const dayOf = (day: string) => new Date(`${day}T00:00:00Z`);

// No keyboard layer (Recharts' own makes the drawing focusable): the card hides the drawing from
// screen readers and gives its table instead (chart-card.tsx), and a focusable part inside a
// hidden one is reached by Tab and announced as nothing.
const CHART = { accessibilityLayer: false } as const;

/** Bars grow in for about a second, unless the reader asked for less motion. */
const animated = () => !window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * Punches and codes per day, as paired bars. Time runs the reading way, as on the dashboard's
 * chart: in Arabic the first day is on the right and the counts' axis too.
 */
export function DailyChart({ daily }: { daily: DailyPoint[] }) {
  const t = useTranslations("adminSettings.analytics.columns");
  const format = useFormatter();
  const rtl = dirOf(useLocale() as Locale) === "rtl";
  const short = (day: string) =>
    format.dateTime(dayOf(day), { month: "short", day: "numeric", timeZone: "UTC" });
  const long = (day: unknown) =>
    format.dateTime(dayOf(String(day)), { dateStyle: "full", timeZone: "UTC" });
  const margin = rtl ? { right: -16, left: 8 } : { right: 8, left: -16 };
  return (
    <ResponsiveContainer width="100%" height={260}>
      <BarChart data={daily} margin={{ top: 8, bottom: 0, ...margin }} {...CHART}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="day" tick={AXIS} tickFormatter={short} minTickGap={16} reversed={rtl} />
        <YAxis allowDecimals={false} tick={AXIS} orientation={rtl ? "right" : "left"} />
        <Tooltip labelFormatter={long} />
        <Legend wrapperStyle={LEGEND} />
        <Bar
          isAnimationActive={animated()}
          dataKey="punches"
          name={t("punches")}
          fill={PUNCHES_COLOR}
          radius={[2, 2, 0, 0]}
        />
        <Bar
          isAnimationActive={animated()}
          dataKey="codes"
          name={t("codes")}
          fill={CODES_COLOR}
          radius={[2, 2, 0, 0]}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}

const NAME_CHARS = 16;

/**
 * A bar's name beside the chart, cut to fit its column; the whole name is its title, shown
 * when a pointer rests on it (and the table behind the chart has it in full). The chart is not
 * mirrored in Arabic (its axis stays on the left), so the name ends at the axis as in English:
 * `direction="ltr"` keeps `textAnchor="end"` on the right, which an Arabic page's direction
 * turned into the left, drawing every name over its bar.
 */
function NameTick({
  x,
  y,
  payload,
}: {
  x: number | string;
  y: number | string;
  payload: { value: unknown };
}) {
  const name = String(payload.value ?? "");
  const shown = name.length > NAME_CHARS ? `${name.slice(0, NAME_CHARS - 1)}…` : name;
  return (
    <text x={x} y={y} dy={4} textAnchor="end" direction="ltr" {...AXIS} data-testid="bar-name">
      <title>{name}</title>
      {shown}
    </text>
  );
}

/** Horizontal bars, one row per name (products, staff, batches, tiers); long names are cut. */
export function RankedBars({
  data,
  category,
  series,
}: {
  data: Record<string, string | number>[];
  category: string;
  series: Series[];
}) {
  const t = useTranslations("adminSettings.analytics.columns");
  const height = Math.max(120, data.length * (series.length > 1 ? 44 : 32) + 48);
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart
        data={data}
        layout="vertical"
        margin={{ top: 0, right: 16, bottom: 0, left: 0 }}
        {...CHART}
      >
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" allowDecimals={false} tick={AXIS} />
        <YAxis
          type="category"
          dataKey={category}
          width={110}
          tick={(props) => <NameTick {...props} />}
        />
        <Tooltip />
        {series.length > 1 && <Legend wrapperStyle={LEGEND} />}
        {series.map((s) => (
          <Bar
            isAnimationActive={animated()}
            key={s.key}
            dataKey={s.key}
            name={t(s.name)}
            fill={s.color}
            radius={[0, 2, 2, 0]}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
