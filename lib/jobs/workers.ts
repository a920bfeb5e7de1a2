// What each queue's worker runs, and the queues run on a schedule. Handlers are imported
// when the worker starts, so a module that only enqueues does not load them all.
import type { QueueName } from "@/lib/queue/queues";

export type Worker = {
  queue: QueueName;
  /** Runs one job's data; throwing retries it with back-off (the queue's options). */
  run: () => Promise<(data: unknown) => Promise<void>>;
  /** How many of this queue's jobs one server runs at once. */
  concurrency?: number;
  /** A cron expression (UTC) for queues that run on a schedule. */
  cron?: string;
};

export const WORKERS: Worker[] = [
  {
    queue: "push",
    run: async () => (await import("@/lib/messaging/push/send")).pushJob,
    concurrency: 4,
  },
  {
    queue: "push-sweep",
    run: async () => (await import("@/lib/messaging/push/sweep")).sweepPushes,
    cron: "*/5 * * * *",
  },
  {
    queue: "campaign",
    run: async () => (await import("@/lib/messaging/campaign-job")).campaignJob,
  },
  {
    queue: "announcement",
    run: async () => (await import("@/lib/messaging/announcement-job")).announcementJob,
  },
  {
    queue: "automations",
    run: async () => (await import("@/lib/messaging/automation-run")).automationsJob,
    cron: "*/15 * * * *",
  },
  {
    queue: "campaign-sweep",
    run: async () => (await import("@/lib/messaging/campaign-job")).sweepCampaigns,
    cron: "*/10 * * * *",
  },
  {
    queue: "inbox-prune",
    run: async () => (await import("@/lib/messaging/prune")).pruneJob,
    cron: "17 3 * * *",
  },
  {
    queue: "follow-up",
    run: async () => (await import("@/lib/follow-ups")).followUpJob,
    concurrency: 2,
  },
  {
    queue: "wallet-update",
    run: async () => (await import("@/lib/wallet/sweep")).walletSweep,
    // A nudge follows each change; the schedule takes what a server that died left marked.
    cron: "* * * * *",
  },
  {
    queue: "join-marks-prune",
    run: async () => (await import("@/lib/users/join-marks")).pruneJoinMarksJob,
    cron: "27 3 * * *",
  },
];
