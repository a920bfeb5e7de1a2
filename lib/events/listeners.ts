import type { Tx } from "@/lib/db/client";
import type { CardEventType, EventOf } from "./types";

/**
 * How a listener follows an event:
 * - `during`: inside the announcing transaction, as part of it (a void that takes back an
 *   inviter's bonus); its error rolls the change back.
 * - `queued`: work that must not be lost (a referral bonus): a job put on the queue inside the
 *   same transaction, so it exists exactly when the change does. It is also run at once after
 *   the commit; the job, run a little later, finds it done. A queued listener is idempotent.
 * - `after`: live-only work run once the change committed (the inbox, the counter display);
 *   a failure is logged, never undoes the change.
 */
export type Listener<T extends CardEventType = CardEventType> = {
  /** Unique: a queued listener's job names it. */
  name: string;
  on: T;
  mode: "during" | "queued" | "after";
  /** Whether this event needs the listener at all (a queued job is only put when it does). */
  when?: (event: EventOf<T>) => boolean;
  run: (event: EventOf<T>, tx?: Tx) => Promise<void>;
};

/** Any one listener, typed by its own event. */
export type AnyListener = { [T in CardEventType]: Listener<T> }[CardEventType];

/** A listener, typed by its event. */
export const listener = <T extends CardEventType>(l: Listener<T>): Listener<T> => l;

// The registry of this module instance. Next bundles route handlers and the job workers
// (instrumentation) apart, with their own copies of lib/: each registers its own listeners
// (lib/follow-ups, imported by lib/api/route.ts and by the follow-up job), so an announcement
// reaches listeners of its own copy, whose classes (ApiError) and pools are the ones it uses.
let known: Map<string, AnyListener> | undefined;

export function register(listeners: AnyListener[]): void {
  known ??= new Map();
  for (const l of listeners) known.set(l.name, l);
}

/** The registered listeners; an announcement before registration is a bug, never a silent loss. */
export function registered(): AnyListener[] {
  if (!known) {
    throw new Error("No listeners registered: import lib/follow-ups before changing a card.");
  }
  return [...known.values()];
}

export function listenerNamed(name: string): AnyListener | undefined {
  return known?.get(name);
}
