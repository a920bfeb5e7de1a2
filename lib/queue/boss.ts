import "server-only";
import { PgBoss } from "pg-boss";
import type { PoolClient } from "pg";
import type { Tx } from "@/lib/db/client";
import { env } from "@/lib/env";
import { QUEUES, type QueueName } from "./queues";

// One queue client per process (kept across hot reloads in development). Its own small pool:
// the app's pool stays for requests.
const globalForJobs = globalThis as unknown as { punchcardJobs?: Promise<PgBoss> };

async function start(): Promise<PgBoss> {
  const boss = new PgBoss({
    connectionString: env.DATABASE_URL,
    max: 4,
    application_name: "punchcard-jobs",
    // Cron schedules are kept by whichever server runs the workers.
    schedule: env.JOBS,
  });
  boss.on("error", (error: Error) => console.error("[jobs]", error.message));
  await boss.start();
  for (const [name, options] of Object.entries(QUEUES)) {
    if (!(await boss.getQueue(name))) await boss.createQueue(name, options);
  }
  return boss;
}

/** The started queue client of this process: made (and the queues created) on first use. */
export function jobs(): Promise<PgBoss> {
  globalForJobs.punchcardJobs ??= start().catch((error: unknown) => {
    globalForJobs.punchcardJobs = undefined;
    throw error;
  });
  return globalForJobs.punchcardJobs;
}

/** Puts a job on a queue; `startAfter` defers it (quiet hours, a campaign's time). */
export async function enqueue(
  queue: QueueName,
  data: object,
  options: { startAfter?: Date; singletonKey?: string } = {},
): Promise<void> {
  await (await jobs()).send(queue, data, options);
}

/**
 * Puts a job on a queue inside a transaction, on its own connection (pg-boss's `db` option):
 * the job exists exactly when the transaction commits. `startAfter` in seconds; `singletonKey`,
 * on a queue whose policy holds one job per key, drops a job while another of its key waits.
 */
export async function enqueueIn(
  tx: Tx,
  queue: QueueName,
  data: object,
  options: { startAfter?: number; singletonKey?: string } = {},
): Promise<void> {
  // Drizzle keeps the transaction's pg client as its session's; pg-boss needs only its query.
  const client = (tx as unknown as { session: { client: Pick<PoolClient, "query"> } }).session
    .client;
  const db = { executeSql: (text: string, values?: unknown[]) => client.query(text, values) };
  await (await jobs()).send(queue, data, { ...options, db });
}

/** Stops this process's queue client: tests and scripts that enqueued, before they exit. */
export async function stopJobs(): Promise<void> {
  const started = globalForJobs.punchcardJobs;
  globalForJobs.punchcardJobs = undefined;
  if (started) await (await started).stop({ graceful: false });
}
