import { useFormatter, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { ServiceHealth } from "./services";

const MILLISECONDS = { style: "unit", unit: "millisecond" } as const;
const BADGE = { online: "success", offline: "destructive", checking: "secondary" } as const;

export function ServiceDetails({ services }: { services: ServiceHealth[] }) {
  const t = useTranslations("admin.status.details");
  const format = useFormatter();
  const lastCheck = services.find((s) => s.lastCheck)?.lastCheck ?? null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
        <CardDescription data-testid="last-check">
          {lastCheck
            ? t("lastChecked", {
                time: format.dateTime(lastCheck, {
                  hour: "numeric",
                  minute: "2-digit",
                  second: "2-digit",
                }),
              })
            : t("checking")}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y" data-testid="service-details">
          {services.map((s) => (
            <li
              key={s.endpoint}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3 first:pt-0 last:pb-0"
              data-testid="service"
              data-name={s.name}
              data-status={s.status}
            >
              <div className="min-w-0">
                <p className="font-medium">{t(`services.${s.key}`)}</p>
                <p className="text-muted-foreground truncate font-mono text-xs" dir="ltr">
                  {s.endpoint}
                </p>
              </div>
              <div className="flex items-center gap-3">
                <span
                  className="text-muted-foreground text-sm tabular-nums"
                  data-testid="service-time"
                >
                  {s.responseTime === null ? "—" : format.number(s.responseTime, MILLISECONDS)}
                </span>
                <Badge
                  variant={BADGE[s.status]}
                  className="min-w-16 capitalize"
                  data-testid="service-status"
                >
                  {t(`state.${s.status}`)}
                </Badge>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
