"use client";

import { Package, Users } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Card, CardContent } from "@/components/ui/card";
import type { DashboardCounts } from "@/lib/admin/stats";
import { api } from "@/lib/http/fetcher";

// SPEC §9: the dashboard's stats refresh every 10 s.
const REFRESH_MS = 10_000;

export function StatsCards({ initial }: { initial: DashboardCounts }) {
  const t = useTranslations("admin.dashboard.stats");
  const [counts, setCounts] = useState(initial);
  const [stale, setStale] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    const timer = setInterval(async () => {
      try {
        setCounts(await api<DashboardCounts>("/admin/stats", { signal: controller.signal }));
        setStale(false);
      } catch (error) {
        // A missed refresh is retried in 10 s; a toast every 10 s would bury the screen.
        if (!controller.signal.aborted) setStale(true);
        if (!(error instanceof DOMException)) console.error(error);
      }
    }, REFRESH_MS);
    return () => {
      controller.abort();
      clearInterval(timer);
    };
  }, []);

  return (
    <section aria-label={t("label")} className="grid grid-cols-2 gap-3 sm:gap-4">
      <Stat
        icon={<Users aria-hidden />}
        label={t("totalUsers")}
        value={counts.totalUsers}
        testId="total-users"
      />
      <Stat
        icon={<Package aria-hidden />}
        label={t("totalProducts")}
        value={counts.totalProducts}
        testId="total-products"
      />
      {stale && (
        <p className="text-muted-foreground col-span-2 text-xs" role="status">
          {t("stale")}
        </p>
      )}
    </section>
  );
}

function Stat({
  icon,
  label,
  value,
  testId,
}: {
  icon: React.ReactNode;
  label: string;
  value: number;
  testId: string;
}) {
  const format = useFormatter();
  return (
    <Card className="py-4 sm:py-5">
      <CardContent className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
        <span className="bg-secondary text-secondary-foreground flex size-10 shrink-0 items-center justify-center rounded-lg sm:size-12 [&_svg]:size-5 sm:[&_svg]:size-6">
          {icon}
        </span>
        <div className="min-w-0">
          <p className="text-muted-foreground text-xs font-medium sm:text-sm">{label}</p>
          <p className="text-2xl font-bold tabular-nums sm:text-3xl" data-testid={testId}>
            {format.number(value)}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
