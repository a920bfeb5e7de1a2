export type ServiceStatus = "checking" | "online" | "offline";

/** SPEC §3 'Service health entry'. */
export type ServiceHealth = {
  /** The service's name in the catalogue (admin.status.services). */
  key: "api" | "database" | "auth";
  /** SPEC's name, kept as the row's stable identifier (data-name). */
  name: string;
  endpoint: string;
  status: ServiceStatus;
  responseTime: number | null;
  lastCheck: Date | null;
};

/**
 * The three monitored services. The database endpoint runs a real query; the auth check
 * reads the session (never a sign-in attempt, which would count against the rate limit).
 */
export const SERVICES: Pick<ServiceHealth, "key" | "name" | "endpoint">[] = [
  { key: "api", name: "API Server", endpoint: "/api/health" },
  { key: "database", name: "Database Server", endpoint: "/api/health/database" },
  { key: "auth", name: "Auth Service", endpoint: "/api/auth/me" },
];

const TIMEOUT_MS = 8000;

/** SPEC §4: online when the answer is ok, 401 or 404; anything else, or no answer, is offline. */
export async function probe(
  endpoint: string,
): Promise<{ status: ServiceStatus; responseTime: number; body: unknown }> {
  const started = performance.now();
  try {
    const response = await fetch(endpoint, {
      cache: "no-store",
      credentials: "same-origin",
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body: unknown = await response.json().catch(() => null);
    const online = response.ok || response.status === 401 || response.status === 404;
    return {
      status: online ? "online" : "offline",
      responseTime: Math.round(performance.now() - started),
      body,
    };
  } catch {
    return { status: "offline", responseTime: Math.round(performance.now() - started), body: null };
  }
}

export type Overall = "operational" | "issues" | "checking";

export function overallOf(services: ServiceHealth[]): Overall {
  if (services.some((s) => s.status === "offline")) return "issues";
  if (services.every((s) => s.status === "online")) return "operational";
  return "checking";
}
