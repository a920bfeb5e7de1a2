"use client";

import { BarChart3 } from "lucide-react";
import dynamic from "next/dynamic";
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

const LOAD_FAILED = "Failed to load analytics";

type Result = { status: "failed"; message: string } | { status: "ready"; report: AnalyticsReport };

/** Nothing happened in the range: no visit, no code, no token, no new customer. */
function isEmpty({ figures, staff, batches }: AnalyticsReport) {
  const counted = Object.values(figures).some((value) => typeof value === "number" && value > 0);
  return !counted && staff.length === 0 && batches.length === 0;
}

export function AnalyticsView({ timeZone, initial }: { timeZone: string; initial: Selection }) {
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
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = errorMessage(error, LOAD_FAILED);
        notify.error("Error", message);
        setResult({ key, status: "failed", message });
      },
    );
    return () => controller.abort();
  }, [key]);

  function choose(next: Selection) {
    setSelection(next);
    // The address keeps the range, so a reload shows the same one.
    window.history.replaceState(null, "", `?${queryOf(next)}`);
  }

  return (
    <div className="space-y-6">
      <RangePicker selection={selection} range={range} onChange={choose} />
      <p className="text-muted-foreground text-sm" data-testid="range-shown">
        {range.from} to {range.to}, compared with the {rangeDays(range)} days before.
      </p>
      {state.status === "loading" && <Loading />}
      {state.status === "failed" && (
        <EmptyState title={state.message} role="alert" data-testid="analytics-failed">
          <button
            type="button"
            className="text-primary text-sm underline"
            onClick={() => setAttempt((n) => n + 1)}
          >
            Try again
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
  return (
    <div aria-busy="true" className="space-y-6" data-testid="analytics-loading">
      <p role="status" className="sr-only">
        Loading...
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

function Report({ report }: { report: AnalyticsReport }) {
  const file = (name: string) => `punchcard-${name}-${report.range.from}-to-${report.range.to}.csv`;
  return (
    <div className="space-y-6" data-testid="analytics-report">
      <FigureTiles figures={report.figures} previous={report.previous} />
      {isEmpty(report) ? (
        <EmptyState
          icon={<BarChart3 aria-hidden />}
          title="No activity in this range"
          description="No punches, codes, tokens or new customers between these dates. Try a longer range."
          data-testid="analytics-empty"
        />
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <ChartCard
            name="daily"
            title="Punches and codes per day"
            description="Punches earned and product codes verified on each shop day"
            table={dailyTable(report)}
            fileName={file("daily")}
            className="lg:col-span-2"
          >
            <DailyChart daily={report.daily} />
          </ChartCard>
          <ChartCard
            name="heatmap"
            title="Busy hours"
            description="Punches and codes by weekday and hour of the day; darker is busier"
            table={heatTable(report)}
            fileName={file("busy-hours")}
            className="lg:col-span-2"
          >
            <HeatMap cells={report.heatmap} />
          </ChartCard>
          <ChartCard
            name="products"
            title="Top products"
            description="Codes verified per product, the ten most verified"
            table={productsTable(report)}
            fileName={file("top-products")}
            empty="No product codes were verified in this range."
          >
            <RankedBars data={report.products} category="product" series={SERIES.codes} />
          </ChartCard>
          <ChartCard
            name="rewards"
            title="Rewards handed over"
            description="Each reward on the card, by the name it had when handed over"
            table={rewardsTable(report)}
            fileName={file("rewards")}
            empty="No rewards were handed over in this range."
          >
            <RankedBars data={report.rewards} category="reward" series={SERIES.rewards} />
          </ChartCard>
          <ChartCard
            name="tiers"
            title="Customers per tier"
            description="Every customer's tier today"
            table={tiersTable(report)}
            fileName={file("tiers")}
          >
            <RankedBars data={report.tiers} category="tier" series={SERIES.customers} />
          </ChartCard>
          <ChartCard
            name="staff"
            title="Tokens by staff member"
            description="Shop tokens each staff member or admin issued, and those redeemed"
            table={staffTable(report)}
            fileName={file("tokens-by-staff")}
            empty="No shop tokens were issued or redeemed in this range."
          >
            <RankedBars data={report.staff} category="name" series={SERIES.tokens} />
          </ChartCard>
          <ChartCard
            name="batches"
            title="Tokens by printed batch"
            description="Tokens of each printed sheet issued in the range, and those redeemed"
            table={batchesTable(report)}
            fileName={file("tokens-by-batch")}
            empty="No printed batch had tokens issued or redeemed in this range."
          >
            <RankedBars data={report.batches} category="name" series={SERIES.tokens} />
          </ChartCard>
        </div>
      )}
    </div>
  );
}
