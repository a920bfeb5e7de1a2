import { concurrencyLimit, gated } from "./replay-gate";

/** Lets every promise that can move on do so (microtasks only: no timers). */
async function settle() {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

/** A query whose answers the test releases by hand, counting how many run at once. */
function heldQuery() {
  let running = 0;
  let most = 0;
  const calls: number[] = [];
  const pending: (() => void)[] = [];
  const query = (after: number) => {
    calls.push(after);
    running += 1;
    most = Math.max(most, running);
    return new Promise<number[]>((resolve) =>
      pending.push(() => {
        running -= 1;
        resolve([after + 1]);
      }),
    );
  };
  const releaseAll = async () => {
    while (pending.length > 0 || running > 0) {
      pending.splice(0).forEach((release) => release());
      await settle();
    }
  };
  return { query, calls, releaseAll, most: () => most, running: () => running };
}

describe("the counter's replay gate", () => {
  it("runs at most N replay queries at once, however many streams reconnect", async () => {
    const held = heldQuery();
    const replay = gated(held.query, concurrencyLimit(2));
    const answers = Promise.all(Array.from({ length: 100 }, (_, i) => replay(i)));
    await settle();
    expect(held.running()).toBe(2);
    await held.releaseAll();
    expect(await answers).toEqual(Array.from({ length: 100 }, (_, i) => [i + 1]));
    expect(held.most()).toBe(2);
    expect(held.calls).toHaveLength(100);
  });

  it("serves the streams waiting to resume from the same event with one query", async () => {
    const held = heldQuery();
    const replay = gated(held.query, concurrencyLimit(2));
    const key = (i: number) => (i % 3 === 0 ? 7 : 9);
    const answers = Promise.all(Array.from({ length: 100 }, (_, i) => replay(key(i))));
    await held.releaseAll();
    expect((await answers).every((a, i) => a[0] === key(i) + 1)).toBe(true);
    // The first of each starts at once (two free slots); the 98 after them share two queries.
    expect(held.calls.sort()).toEqual([7, 7, 9, 9]);
  });

  it("never joins a query already running: a stream arriving then asks afresh", async () => {
    const held = heldQuery();
    const replay = gated(held.query, concurrencyLimit(2));
    const first = replay(7);
    await settle();
    expect(held.running()).toBe(1);
    // This stream subscribed after the first query read the ledger: it needs its own read.
    const second = replay(7);
    await held.releaseAll();
    expect(await Promise.all([first, second])).toEqual([[8], [8]]);
    expect(held.calls).toEqual([7, 7]);
    // Once answered, the next reconnect asks again: nothing is cached.
    const again = replay(7);
    await held.releaseAll();
    expect(await again).toEqual([8]);
    expect(held.calls).toHaveLength(3);
  });

  it("frees the slot of a query that fails, and hands the error to each caller sharing it", async () => {
    const run = concurrencyLimit(1);
    let calls = 0;
    const replay = gated(async (after: number) => {
      calls += 1;
      await settle();
      if (after === 1) throw new Error("database away");
      return after;
    }, run);
    const busy = replay(0);
    // Both wait behind the first: they share one query, which fails.
    const failed = [replay(1), replay(1)];
    expect(await busy).toBe(0);
    await expect(failed[0]).rejects.toThrow("database away");
    await expect(failed[1]).rejects.toThrow("database away");
    expect(await replay(2)).toBe(2);
    expect(calls).toBe(3);
  });
});
