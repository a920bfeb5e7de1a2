import "server-only";
import { env } from "@/lib/env";
import { jobs } from "@/lib/queue/boss";
import { WORKERS } from "./workers";

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
