import "server-only";
import { PgBoss } from "pg-boss";
import { env } from "@/lib/env";
import { QUEUES, type QueueName } from "./queues";
import { WORKERS } from "./workers";

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
 * Starts this server's workers (instrumentation.ts), unless JOBS=0. Every app server on the
 * database works the same queues: a job is taken by one of them (SKIP LOCKED), and a job of a
 * server that died is taken up again when it expires.
 */
export async function startWorkers(): Promise<void> {
  if (!env.JOBS) return;
  const boss = await jobs();
  for (const worker of WORKERS) {
    const run = await worker.run();
    await boss.work(
      worker.queue,
      { localConcurrency: worker.concurrency ?? 1, pollingIntervalSeconds: 1 },
      async (batch) => {
        for (const job of batch) await run(job.data);
      },
    );
    if (worker.cron) await boss.schedule(worker.queue, worker.cron);
  }
}

/** Stops this process's queue client: tests and scripts that enqueued, before they exit. */
export async function stopJobs(): Promise<void> {
  const started = globalForJobs.punchcardJobs;
  globalForJobs.punchcardJobs = undefined;
  if (started) await (await started).stop({ graceful: false });
}
