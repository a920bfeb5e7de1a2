import "server-only";
import { db, type Tx } from "./client";
import { retryingRaces } from "./retry";

type Config = Parameters<typeof db.transaction>[1];

/**
 * The one way the app opens a transaction. Locks are taken in one documented order (see
 * lib/rewards/locks.ts), so a deadlock is a bug; still, as a safety net, a transaction that
 * PostgreSQL ends as a deadlock's victim or for a serialization failure is run again a
 * bounded number of times, with a log line, before its error reaches the caller.
 */
export function transaction<T>(work: (tx: Tx) => Promise<T>, config?: Config): Promise<T> {
  return retryingRaces(() => db.transaction(work, config));
}
