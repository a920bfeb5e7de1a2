// Every queue of the job queue (pg-boss) with its options: one list, so a server that only
// enqueues creates the same queues as one that works them. Add a queue here and its worker
// in workers.ts.
import type { Queue } from "pg-boss";

type QueueOptions = Omit<Queue, "name">;

export const QUEUES = {
  // Web Push of inbox messages ({ ids }): each message is claimed before its request, so a
  // retry after a crash never pushes one twice (lib/messages/push/send.ts).
  push: { retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 300 },
  // Messages left 'pending' by a server that died between its commit and its enqueue.
  "push-sweep": { retryLimit: 0, expireInSeconds: 120 },
} satisfies Record<string, QueueOptions>;

export type QueueName = keyof typeof QUEUES;
