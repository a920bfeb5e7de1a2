import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { ServiceHealth } from "./services";

const BADGE = { online: "success", offline: "destructive", checking: "secondary" } as const;

export function ServiceDetails({ services }: { services: ServiceHealth[] }) {
  const lastCheck = services.find((s) => s.lastCheck)?.lastCheck ?? null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Service Details</CardTitle>
        <CardDescription data-testid="last-check">
          {lastCheck ? `Last checked at ${lastCheck.toLocaleTimeString()}` : "Checking…"}
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
                <p className="font-medium">{s.name}</p>
                <p className="text-muted-foreground truncate font-mono text-xs">{s.endpoint}</p>
              </div>
              <div className="flex items-center gap-3">
                <span
                  className="text-muted-foreground text-sm tabular-nums"
                  data-testid="service-time"
                >
                  {s.responseTime === null ? "—" : `${s.responseTime} ms`}
                </span>
                <Badge
                  variant={BADGE[s.status]}
                  className="min-w-16 capitalize"
                  data-testid="service-status"
                >
                  {s.status}
                </Badge>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
