"use client";

import { ExternalLink, RefreshCw } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useCallback, useEffect, useState } from "react";
import { AdminPage } from "@/components/layout/admin-page";
import { Button } from "@/components/ui/button";
import { notify } from "@/components/ui/toast";
import { OverallBadge } from "./overall-badge";
import { overallOf, probe, SERVICES, type ServiceHealth } from "./services";
import { ServiceDetails } from "./service-details";
import { ServicesSummary, UptimeCard } from "./summary-cards";

// SPEC §9: checks every 30 s (and on Refresh); the uptime ticks every second.
const CHECK_MS = 30_000;

const initial = (): ServiceHealth[] =>
  SERVICES.map((s) => ({ ...s, status: "checking", responseTime: null, lastCheck: null }));

/** `warning`: drawn on the server (the Apple certificate's end), shown above the checks. */
export function StatusScreen({
  liveSiteUrl,
  warning,
}: {
  liveSiteUrl: string;
  warning?: React.ReactNode;
}) {
  const t = useTranslations("admin");
  const format = useFormatter();
  const [services, setServices] = useState<ServiceHealth[]>(initial);
  const [uptime, setUptime] = useState<{ seconds: number; at: number } | null>(null);
  const [checking, setChecking] = useState(false);

  const check = useCallback(async () => {
    setChecking(true);
    setServices((list) => list.map((s) => ({ ...s, status: "checking" })));
    const results = await Promise.all(SERVICES.map((s) => probe(s.endpoint)));
    const now = new Date();
    const next: ServiceHealth[] = SERVICES.map((s, i) => ({
      ...s,
      status: results[i]!.status,
      responseTime: results[i]!.responseTime,
      lastCheck: now,
    }));
    setServices(next);
    const api = results[0];
    const seconds = (api?.body as { uptimeSeconds?: unknown } | null)?.uptimeSeconds;
    if (typeof seconds === "number") setUptime({ seconds, at: Date.now() });
    setChecking(false);
    return next;
  }, []);

  useEffect(() => {
    // The first check starts right away; later ones every 30 s.
    const first = setTimeout(check, 0);
    const timer = setInterval(check, CHECK_MS);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [check]);

  async function refresh() {
    const next = await check();
    const offline = next
      .filter((s) => s.status === "offline")
      .map((s) => t(`status.details.services.${s.key}`));
    if (offline.length === 0)
      notify.success(t("status.refreshed"), t("status.overall.operational"));
    else
      notify.error(
        t("status.overall.issues"),
        t("status.offline", { services: format.list(offline, { type: "unit", style: "short" }) }),
      );
  }

  return (
    <AdminPage
      title={t("status.title")}
      back={{ href: "/admin/dashboard", label: t("frame.backToDashboard") }}
      description={<OverallBadge overall={overallOf(services)} />}
      actions={
        <>
          <Button onClick={refresh} disabled={checking} data-testid="refresh-status">
            <RefreshCw className={checking ? "animate-spin" : undefined} aria-hidden />{" "}
            {t("status.refresh")}
          </Button>
          <Button asChild variant="outline">
            <a
              href={liveSiteUrl}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="open-live-site"
            >
              <ExternalLink aria-hidden /> {t("status.openSite")}
            </a>
          </Button>
        </>
      }
    >
      {warning}
      <div className="grid gap-4 sm:grid-cols-2">
        <UptimeCard uptime={uptime} />
        <ServicesSummary services={services} />
      </div>
      <ServiceDetails services={services} />
      <aside
        className="border-primary/20 bg-secondary/60 text-secondary-foreground rounded-xl border p-4 text-sm"
        data-testid="status-info"
      >
        <p className="font-semibold">{t("status.about.title")}</p>
        <p className="mt-1">{t("status.about.body")}</p>
      </aside>
    </AdminPage>
  );
}
