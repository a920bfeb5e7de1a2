import "server-only";
import { register, listenerNamed } from "@/lib/events/listeners";
import type { CardEvent } from "@/lib/events/types";
import { COUNTER_LISTENERS } from "@/lib/counter/listeners";
import { MESSAGING_LISTENERS } from "@/lib/messaging/listeners";
import { REFERRAL_LISTENERS } from "@/lib/referrals/listeners";
import { WALLET_LISTENERS } from "@/lib/wallet/listeners";

// Every listener of the card events (lib/events), registered once per process by whatever
// changes a card: the request wrapper (lib/api/route.ts) and the job workers (lib/jobs). A new
// capability that follows a card (a wallet pass, a webhook) adds its list here.
export const LISTENERS = [
  ...COUNTER_LISTENERS,
  ...MESSAGING_LISTENERS,
  ...REFERRAL_LISTENERS,
  ...WALLET_LISTENERS,
];

register(LISTENERS);

/**
 * The `follow-up` queue's job: a queued listener's work put in the change's transaction
 * (lib/events/announce.ts), run again in case the server died before running it. Throws to
 * retry; a listener named by no list (renamed since) is dropped with a log line.
 */
export async function followUpJob(data: unknown): Promise<void> {
  const { listener: name, event } = data as { listener: string; event: CardEvent };
  const l = listenerNamed(name);
  if (!l || l.mode !== "queued") {
    console.error(`[events] no queued listener "${name}": its job is dropped`);
    return;
  }
  await l.run(event as never);
}
