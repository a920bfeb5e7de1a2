"use client";

import { BarChart3 } from "lucide-react";
import dynamic from "next/dynamic";
import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { notify } from "@/components/ui/toast";
import type { AnalyticsReport } from "@/lib/analytics/types";
import { api, errorMessage } from "@/lib/http/fetcher";
import { ChartCard } from "./chart-card";
import { SERIES } from "./chart-series";
import {
  batchesTable,
  dailyTable,
  heatTable,
  productsTable,
  rewardsTable,
  staffTable,
  tiersTable,
  withNames,
  type WeekdayName,
} from "./chart-tables";
import { FigureTiles } from "./figure-tiles";
import { HeatMap } from "./heat-map";
import { RangePicker } from "./range-picker";
import { queryOf, rangeOf, type Selection } from "./selection";

// Recharts is loaded by this screen alone, after the figures, in the browser only.
const chartSkeleton = () => <Skeleton className="h-64 w-full" />;
const DailyChart = dynamic(() => import("./charts").then((m) => m.DailyChart), {
  ssr: false,
  loading: chartSkeleton,
});
const RankedBars = dynamic(() => import("./charts").then((m) => m.RankedBars), {
  ssr: false,
  loading: chartSkeleton,
});

type Result = { status: "failed"; message: string } | { status: "ready"; report: AnalyticsReport };

/** Nothing happened in the range: no visit, no code, no token, no new customer. */
function isEmpty({ figures, staff, batches }: AnalyticsReport) {
  const counted = Object.values(figures).some((value) => typeof value === "number" && value > 0);
  return !counted && staff.length === 0 && batches.length === 0;
}

export function AnalyticsView({ timeZone, initial }: { timeZone: string; initial: Selection }) {
  const t = useTranslations("adminSettings.analytics");
  const loadFailed = t("loadFailed");
  const error = t("error");
  const [selection, setSelection] = useState(initial);
  const [attempt, setAttempt] = useState(0);
  const range = rangeOf(selection, timeZone);
  // The answer belongs to the range (and attempt) it was asked for; any other is loading.
  const key = `${range.from}/${range.to}/${attempt}`;
  const [result, setResult] = useState<(Result & { key: string }) | null>(null);
  const state = result?.key === key ? result : { status: "loading" as const };

  useEffect(() => {
    const controller = new AbortController();
    const [from, to] = key.split("/");
    const query = new URLSearchParams({ from: from!, to: to! }).toString();
    api<AnalyticsReport>(`/admin/analytics?${query}`, { signal: controller.signal }).then(
      (report) => setResult({ key, status: "ready", report }),
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        const message = errorMessage(failure, loadFailed);
        notify.error(error, message);
        setResult({ key, status: "failed", message });
      },
    );
    return () => controller.abort();
  }, [key, loadFailed, error]);

  function choose(next: Selection) {
    setSelection(next);
    // The address keeps the range, so a reload shows the same one.
    window.history.replaceState(null, "", `?${queryOf(next)}`);
  }

  return (
    <div className="space-y-6">
      <RangePicker selection={selection} range={range} onChange={choose} />
      <p className="text-muted-foreground text-sm" data-testid="range-shown">
        {t("rangeShown", { from: range.from, to: range.to, count: rangeDays(range) })}
      </p>
      {state.status === "loading" && <Loading />}
      {state.status === "failed" && (
        <EmptyState title={state.message} role="alert" data-testid="analytics-failed">
          <button
            type="button"
            className="text-primary text-sm underline"
            onClick={() => setAttempt((n) => n + 1)}
          >
            {t("tryAgain")}
          </button>
        </EmptyState>
      )}
      {state.status === "ready" && <Report report={state.report} />}
    </div>
  );
}

function rangeDays({ from, to }: { from: string; to: string }) {
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
}

function Loading() {
  const t = useTranslations("adminSettings.analytics");
  return (
    <div aria-busy="true" className="space-y-6" data-testid="analytics-loading">
      <p role="status" className="sr-only">
        {t("loading")}
      </p>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
      <Skeleton className="h-72 w-full" />
    </div>
  );
}

// A day of the week from Monday (0) to Sunday (6), by a Monday long past: 1 January 2024, at
// noon UTC, is a Monday in every time zone the shop can be in.
const MONDAY = Date.UTC(2024, 0, 1, 12);
const dayOf = (day: number) => new Date(MONDAY + day * 86_400_000);

function Report({ report: answer }: { report: AnalyticsReport }) {
  const t = useTranslations("adminSettings.analytics");
  const tierName = useTranslations("card.tiers");
  // The answer names the tiers as the rules do (in English); the chart, its table and its CSV
  // in the reader's language, as the tier badges do.
  const format = useFormatter();
  // A deleted account and an unlabelled batch come without a name: named here, like the tiers.
  const report = {
    ...answer,
    tiers: answer.tiers.map((row) => ({
      ...row,
      tier: tierName(row.tier.toLowerCase() as Lowercase<"Bronze">),
    })),
    staff: withNames(answer.staff, () => t("charts.staff.deletedAccount")),
    batches: withNames(answer.batches, (day) =>
      t("charts.batches.unnamed", {
        date: format.dateTime(new Date(`${day}T12:00:00Z`), {
          dateStyle: "medium",
          timeZone: "UTC",
        }),
      }),
    ),
  };
  const columns = useTranslations("adminSettings.analytics.columns");
  const weekday: WeekdayName = (day) => format.dateTime(dayOf(day), { weekday: "long" });
  const weekdayShort: WeekdayName = (day) => format.dateTime(dayOf(day), { weekday: "short" });
  const file = (name: string) =>
    t("fileName", { name, from: report.range.from, to: report.range.to });
  return (
    <div className="space-y-6" data-testid="analytics-report">
      <FigureTiles figures={report.figures} previous={report.previous} />
      {isEmpty(report) ? (
        <EmptyState
          icon={<BarChart3 aria-hidden />}
          title={t("empty")}
          description={t("emptyDetail")}
          data-testid="analytics-empty"
        />
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <ChartCard
            name="daily"
            title={t("charts.daily.title")}
            description={t("charts.daily.description")}
            table={dailyTable(report, columns)}
            fileName={file(t("charts.daily.file"))}
            className="lg:col-span-2"
          >
            <DailyChart daily={report.daily} />
          </ChartCard>
          <ChartCard
            name="heatmap"
            title={t("charts.heatmap.title")}
            description={t("charts.heatmap.description")}
            table={heatTable(report, columns, weekday)}
            fileName={file(t("charts.heatmap.file"))}
            className="lg:col-span-2"
          >
            <HeatMap cells={report.heatmap} weekday={weekday} weekdayShort={weekdayShort} />
          </ChartCard>
          <ChartCard
            name="products"
            title={t("charts.products.title")}
            description={t("charts.products.description")}
            table={productsTable(report, columns)}
            fileName={file(t("charts.products.file"))}
            empty={t("charts.products.empty")}
          >
            <RankedBars data={report.products} category="product" series={SERIES.codes} />
          </ChartCard>
          <ChartCard
            name="rewards"
            title={t("charts.rewards.title")}
            description={t("charts.rewards.description")}
            table={rewardsTable(report, columns)}
            fileName={file(t("charts.rewards.file"))}
            empty={t("charts.rewards.empty")}
          >
            <RankedBars data={report.rewards} category="reward" series={SERIES.rewards} />
          </ChartCard>
          <ChartCard
            name="tiers"
            title={t("charts.tiers.title")}
            description={t("charts.tiers.description")}
            table={tiersTable(report, columns)}
            fileName={file(t("charts.tiers.file"))}
          >
            <RankedBars data={report.tiers} category="tier" series={SERIES.customers} />
          </ChartCard>
          <ChartCard
            name="staff"
            title={t("charts.staff.title")}
            description={t("charts.staff.description")}
            table={staffTable(report, columns)}
            fileName={file(t("charts.staff.file"))}
            empty={t("charts.staff.empty")}
          >
            <RankedBars data={report.staff} category="name" series={SERIES.tokens} />
          </ChartCard>
          <ChartCard
            name="batches"
            title={t("charts.batches.title")}
            description={t("charts.batches.description")}
            table={batchesTable(report, columns)}
            fileName={file(t("charts.batches.file"))}
            empty={t("charts.batches.empty")}
          >
            <RankedBars data={report.batches} category="name" series={SERIES.tokens} />
          </ChartCard>
        </div>
      )}
    </div>
  );
}
