import "server-only";
import { db, type Tx } from "./client";
import { retryingRaces } from "./retry";

type Config = Parameters<typeof db.transaction>[1];

// What each open transaction runs once it commits (afterCommit); a retried attempt starts empty.
const committed = new WeakMap<Tx, (() => Promise<void>)[]>();

/**
 * The one way the app opens a transaction. Locks are taken in one documented order (see
 * lib/rewards/locks.ts), so a deadlock is a bug; still, as a safety net, a transaction that
 * PostgreSQL ends as a deadlock's victim or for a serialization failure is run again a
 * bounded number of times, with a log line, before its error reaches the caller. Once it
 * commits, the work given to afterCommit runs, in order, before the caller goes on.
 */
export async function transaction<T>(work: (tx: Tx) => Promise<T>, config?: Config): Promise<T> {
  let after: (() => Promise<void>)[] = [];
  const result = await retryingRaces(() =>
    db.transaction((tx) => {
      after = [];
      committed.set(tx, after);
      return work(tx);
    }, config),
  );
  for (const run of after) await run();
  return result;
}

/**
 * Work to run once `tx` commits (never when it rolls back): what follows a change and may not
 * be part of it (lib/events/announce.ts). `tx` must be one that transaction() opened.
 */
export function afterCommit(tx: Tx, run: () => Promise<void>): void {
  const list = committed.get(tx);
  if (!list) throw new Error("afterCommit: not a transaction opened by transaction()");
  list.push(run);
}
