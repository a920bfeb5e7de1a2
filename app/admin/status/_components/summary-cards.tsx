"use client";

import { Clock, Server } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import type { ServiceHealth } from "./services";

const UNITS = ["hours", "minutes", "seconds"] as const;

function useNow() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function UptimeCard({ uptime }: { uptime: { seconds: number; at: number } | null }) {
  const t = useTranslations("admin.status.uptime");
  const now = useNow();
  const total = uptime ? uptime.seconds + Math.max(0, Math.floor((now - uptime.at) / 1000)) : null;
  const parts =
    total === null ? null : [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  return (
    <Card>
      <CardHeader className="flex flex-row items-center gap-2">
        <Clock className="text-muted-foreground size-4" aria-hidden />
        <CardTitle className="text-base">{t("title")}</CardTitle>
      </CardHeader>
      <CardContent>
        <div className="flex gap-3 sm:gap-4" data-testid="uptime">
          {UNITS.map((unit, i) => (
            <div key={unit} className="bg-muted min-w-16 flex-1 rounded-lg px-2 py-2 text-center">
              <p
                className="text-2xl font-bold tabular-nums sm:text-3xl"
                data-testid={`uptime-${unit}`}
              >
                {parts ? String(parts[i]).padStart(2, "0") : "--"}
              </p>
              <p className="text-muted-foreground text-xs">{t(unit)}</p>
            </div>
          ))}
        </div>
      </CardContent>
    </Card>
  );
}

export function ServicesSummary({ services }: { services: ServiceHealth[] }) {
  const t = useTranslations("admin.status.summary");
  const online = services.filter((s) => s.status === "online").length;
  return (
    <Card>
      <CardHeader className="flex flex-row items-center gap-2">
        <Server className="text-muted-foreground size-4" aria-hidden />
        <CardTitle className="text-base">{t("title")}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <p className="text-3xl font-bold tabular-nums" data-testid="services-online">
          {online}/{services.length}
          <span className="text-muted-foreground ms-2 text-sm font-normal">{t("online")}</span>
        </p>
        <Progress
          value={online}
          max={services.length}
          aria-label={t("label", { online, total: services.length })}
          indicatorClassName={online === services.length ? "bg-success" : undefined}
        />
      </CardContent>
    </Card>
  );
}
