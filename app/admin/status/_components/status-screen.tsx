"use client";

import { ExternalLink, RefreshCw } from "lucide-react";
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

export function StatusScreen({ liveSiteUrl }: { liveSiteUrl: string }) {
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
    const offline = next.filter((s) => s.status === "offline").map((s) => s.name);
    if (offline.length === 0) notify.success("Status refreshed", "All Systems Operational");
    else notify.error("Issues Detected", `Offline: ${offline.join(", ")}`);
  }

  return (
    <AdminPage
      title="System Status"
      description={<OverallBadge overall={overallOf(services)} />}
      actions={
        <>
          <Button onClick={refresh} disabled={checking} data-testid="refresh-status">
            <RefreshCw className={checking ? "animate-spin" : undefined} aria-hidden /> Refresh
            Status
          </Button>
          <Button asChild variant="outline">
            <a
              href={liveSiteUrl}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="open-live-site"
            >
              <ExternalLink aria-hidden /> Open Live Site
            </a>
          </Button>
        </>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <UptimeCard uptime={uptime} />
        <ServicesSummary services={services} />
      </div>
      <ServiceDetails services={services} />
      <aside
        className="border-primary/20 bg-secondary/60 text-secondary-foreground rounded-xl border p-4 text-sm"
        data-testid="status-info"
      >
        <p className="font-semibold">About these checks</p>
        <p className="mt-1">
          This page asks each service for an answer every 30 seconds and when you press Refresh
          Status. The database counts as online only when it has just answered a query. Uptime is
          the time since the app server started.
        </p>
      </aside>
    </AdminPage>
  );
}
