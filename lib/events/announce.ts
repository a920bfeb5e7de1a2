import "server-only";
import type { Tx } from "@/lib/db/client";
import { afterCommit } from "@/lib/db/transaction";
import { enqueueIn } from "@/lib/queue/boss";
import { registered, type AnyListener } from "./listeners";
import type { CardEvent } from "./types";

/**
 * How long a queued follow-up's job waits before it runs: the same work runs at once after the
 * commit, and the job is there for a server that died first (it then finds the work done).
 */
export const FOLLOW_UP_DELAY_SECONDS = 30;

const applies = (l: AnyListener, event: CardEvent) =>
  l.on === event.type && (!l.when || l.when(event as never));

/** Runs an after-commit follow-up; a failure is logged, the change stands. */
export async function runFollowUp(l: AnyListener, event: CardEvent): Promise<void> {
  try {
    await l.run(event as never);
  } catch (error) {
    console.error(`[events] ${l.name}:`, error instanceof Error ? error.message : error);
  }
}

/**
 * Announces what a transaction changed, from inside it: `during` listeners run now, in it;
 * `queued` ones get their job in it (pg-boss on the transaction's own connection) and run after
 * the commit; `after` ones run after the commit (lib/events/listeners.ts).
 */
export async function announce(tx: Tx, ...events: CardEvent[]): Promise<void> {
  const listeners = registered();
  for (const event of events) {
    for (const l of listeners) {
      if (!applies(l, event)) continue;
      if (l.mode === "during") {
        await l.run(event as never, tx);
        continue;
      }
      if (l.mode === "queued") {
        await enqueueIn(
          tx,
          "follow-up",
          { listener: l.name, event },
          { startAfter: FOLLOW_UP_DELAY_SECONDS },
        );
      }
      afterCommit(tx, () => runFollowUp(l, event));
    }
  }
}

/**
 * Announces what happened outside an open transaction: a change already committed in one of
 * its own, or a refusal whose transaction rolled back. Only `after` listeners hear it, at once.
 */
export async function announceAfter(...events: CardEvent[]): Promise<void> {
  const listeners = registered();
  for (const event of events) {
    for (const l of listeners) {
      if (l.mode === "after" && applies(l, event)) await runFollowUp(l, event);
    }
  }
}
