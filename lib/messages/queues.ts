import "server-only";
import type { Queue } from "pg-boss";
import type { QueueName } from "@/lib/jobs/queues";
import type { Worker } from "@/lib/jobs/workers";

// The queues of what the shop sends (campaigns, news, its own messages, the inbox's prune),
// made here, beside the code that runs them: each is created on first use, by a server that
// works it or one that only sends to it.

// A worker that dies mid-job stops its heartbeat, and the queue gives the job to another
// server (after at most the heartbeat and one supervisor pass, about a minute), which goes on
// from the campaign's saved cursor. A long fan-out is never cut short by a timer.
// (lib/jobs/boss.ts is imported when used: it loads lib/jobs/workers.ts, which loads this.)
const boss = async () => (await import("@/lib/jobs/boss")).jobs();
const LONG: Omit<Queue, "name"> = {
  heartbeatSeconds: 10,
  expireInSeconds: 3600,
  retryLimit: 20,
  retryDelay: 5,
  retryBackoff: true,
  retryDelayMax: 300,
};

export const SHOP_QUEUES = {
  // A campaign's fan-out ({ campaignId }), at its time.
  campaign: LONG,
  // An announcement's fan-out ({ announcementId }).
  announcement: LONG,
  // The shop's own messages, every 15 minutes.
  automations: { ...LONG, retryLimit: 1 },
  // Campaigns whose job was lost: every 10 minutes.
  "campaign-sweep": { retryLimit: 0, expireInSeconds: 120 },
  // Inbox messages past 180 days: daily.
  "inbox-prune": { retryLimit: 2, expireInSeconds: 1800 },
} satisfies Record<string, Omit<Queue, "name">>;

export type ShopQueue = keyof typeof SHOP_QUEUES;

const made = globalThis as unknown as { punchcardShopQueues?: Map<string, Promise<void>> };

/** Creates the queue once per process (and per database: createQueue keeps an existing one). */
function ensureQueue(name: ShopQueue): Promise<void> {
  const known = (made.punchcardShopQueues ??= new Map());
  let ready = known.get(name);
  if (!ready) {
    ready = (async () => {
      const queues = await boss();
      if (!(await queues.getQueue(name))) await queues.createQueue(name, SHOP_QUEUES[name]);
    })().catch((error: unknown) => {
      known.delete(name);
      throw error;
    });
    known.set(name, ready);
  }
  return ready;
}

/** Puts a job on one of these queues; `startAfter` defers it (a campaign's time). */
export async function sendJob(
  name: ShopQueue,
  data: object,
  options: { startAfter?: Date } = {},
): Promise<void> {
  await ensureQueue(name);
  await (await boss()).send(name, data, options);
}

/**
 * A worker of one of these queues. lib/jobs/queues.ts lists the core's queues only; these are
 * made here before their worker starts, hence the widened name.
 */
function shopWorker(
  name: ShopQueue,
  handler: () => Promise<(data: unknown) => Promise<void>>,
  options: { cron?: string; concurrency?: number } = {},
): Worker {
  return {
    queue: name as unknown as QueueName,
    run: async () => {
      await ensureQueue(name);
      return handler();
    },
    ...options,
  };
}

/** What lib/jobs/workers.ts runs for these queues. */
export const SHOP_WORKERS: Worker[] = [
  shopWorker("campaign", async () => (await import("./campaign-job")).campaignJob),
  shopWorker("announcement", async () => (await import("./announcement-job")).announcementJob),
  shopWorker("automations", async () => (await import("./automation-run")).automationsJob, {
    cron: "*/15 * * * *",
  }),
  shopWorker("campaign-sweep", async () => (await import("./campaign-job")).sweepCampaigns, {
    cron: "*/10 * * * *",
  }),
  shopWorker("inbox-prune", async () => (await import("./prune")).pruneJob, { cron: "17 3 * * *" }),
];
