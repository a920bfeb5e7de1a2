import "server-only";
import { pool } from "@/lib/db/client";

export type Probe = { ok: boolean; latencyMs: number };

// Long enough for a busy database, short enough that the status page never hangs.
const DATABASE_TIMEOUT_MS = 3000;

/**
 * A real round trip to PostgreSQL: 'online' on the status page means the database answered
 * a query just now, not merely that the app server is up.
 */
export async function probeDatabase(): Promise<Probe> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("database check timed out")), DATABASE_TIMEOUT_MS);
  });
  try {
    await Promise.race([pool.query("select 1"), timeout]);
    return { ok: true, latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    console.error("[health] database check failed:", (error as Error).message);
    return { ok: false, latencyMs: Math.round(performance.now() - started) };
  } finally {
    clearTimeout(timer);
  }
}

/** Seconds since this app server started. */
export function serverUptimeSeconds(): number {
  return Math.floor(process.uptime());
}
