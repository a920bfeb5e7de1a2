// A reconnect storm (an app server restarted, a shop's Wi-Fi back) sends every display's
// stream back at once, each asking for what it missed. Left alone, each replay takes a pool
// connection for its query, and the health check and the customers' own requests queue behind
// a hundred of them. So replays go through a gate: at most a few queries run at once, the
// others waiting their turn in memory instead of in the pool, and those waiting to ask from
// the same event share one query (after a cut, most displays saw the same last event).

/** How many replay queries may hold a pool connection at once, whatever the storm. */
export const REPLAY_CONCURRENCY = 2;

/** Runs at most `limit` of the functions given to it at once; the rest wait in order of arrival. */
export function concurrencyLimit(limit: number) {
  let running = 0;
  const queue: (() => void)[] = [];
  return async function run<T>(work: () => Promise<T>): Promise<T> {
    // A waiter is handed the slot of the one that finishes, so `running` stays as it was.
    if (running >= limit) await new Promise<void>((resolve) => queue.push(resolve));
    else running += 1;
    try {
      return await work();
    } finally {
      const waiter = queue.shift();
      if (waiter) waiter();
      else running -= 1;
    }
  };
}

/**
 * `query` behind the gate: callers with the same key share one query while it waits for its
 * slot. A query that has started is not joined: a display subscribes to the live feed before
 * asking for its replay, so its replay must be read after that, or a redemption committed in
 * between would reach it neither way. Nothing is cached.
 */
export function gated<K, T>(
  query: (key: K) => Promise<T>,
  run: ReturnType<typeof concurrencyLimit>,
): (key: K) => Promise<T> {
  const waiting = new Map<K, Promise<T>>();
  return (key) => {
    const shared = waiting.get(key);
    if (shared) return shared;
    let started = false;
    const answer = run(() => {
      started = true;
      // The waiting entry, if any, is this one: another caller would have shared it.
      waiting.delete(key);
      return query(key);
    });
    // A free slot starts the query at once; otherwise later callers may share it until it does.
    if (!started) waiting.set(key, answer);
    return answer;
  };
}
