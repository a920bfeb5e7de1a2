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
    if (worker.runBatch) {
      const runBatch = await worker.runBatch();
      await boss.work(
        worker.queue,
        {
          localConcurrency: worker.concurrency ?? 1,
          pollingIntervalSeconds: 1,
          batchSize: worker.batchSize ?? 20,
          burstWhenBatchFull: true,
        },
        async (batch) => {
          const errors = await runBatch(batch.map((job) => job.data));
          // The failed ones are retried; the rest complete when this returns.
          const failed = batch.filter((_, i) => errors[i]);
          if (failed.length > 0) {
            const message = errors.find(Boolean)?.message ?? "failed";
            console.error(
              `[jobs] ${worker.queue}: ${failed.length} of ${batch.length} failed: ${message}`,
            );
            await boss.fail(
              worker.queue,
              failed.map((job) => job.id),
              { message },
            );
          }
        },
      );
    } else {
      const run = await worker.run();
      await boss.work(
        worker.queue,
        { localConcurrency: worker.concurrency ?? 1, pollingIntervalSeconds: 1 },
        async (batch) => {
          for (const job of batch) await run(job.data);
        },
      );
    }
    if (worker.cron) await boss.schedule(worker.queue, worker.cron);
  }
}
