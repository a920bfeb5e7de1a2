// Every queue of the job queue (pg-boss) with its options: one list, so a server that only
// enqueues creates the same queues as one that works them. Add a queue here and its worker
// in workers.ts.
import type { Queue } from "pg-boss";

type QueueOptions = Omit<Queue, "name">;

// The fan-outs: a worker that dies mid-job stops its heartbeat, and the queue gives the job to
// another server (after at most the heartbeat and one supervisor pass, about a minute), which
// goes on from the campaign's saved cursor. A long fan-out is never cut short by a timer.
const LONG: QueueOptions = {
  heartbeatSeconds: 10,
  expireInSeconds: 3600,
  retryLimit: 20,
  retryDelay: 5,
  retryBackoff: true,
  retryDelayMax: 300,
};

export const QUEUES = {
  // Web Push of inbox messages ({ ids }): each message is claimed before its request, so a
  // retry after a crash never pushes one twice (lib/messaging/push/send.ts).
  push: { retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 300 },
  // Messages left 'pending' by a server that died between its commit and its enqueue.
  "push-sweep": { retryLimit: 0, expireInSeconds: 120 },
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
  // Join marks (lib/users/join-marks.ts) past 180 days: daily.
  "join-marks-prune": { retryLimit: 2, expireInSeconds: 600 },
  // What must follow a card's change even if its server died right after the commit
  // ({ listener, event }, lib/events/announce.ts): put in the change's transaction.
  "follow-up": { retryLimit: 10, retryDelay: 10, retryBackoff: true, expireInSeconds: 300 },
  // The wallet passes' sweep (lib/wallet/sweep.ts): a nudge after each card's change, a couple
  // of seconds later, and each minute; one waiting at a time (the nudges' key, "sweep").
  "wallet-update": {
    policy: "stately",
    retryLimit: 8,
    retryDelay: 10,
    retryBackoff: true,
    expireInSeconds: 120,
  },
} satisfies Record<string, QueueOptions>;

export type QueueName = keyof typeof QUEUES;
