/** @jest-environment node */
// When the counter display's stream lets go of its feed and timers: the client leaves, the
// app server shuts down, the session ends. What it carries is in stream.test.ts.
import { event, fakeFeed, readAll, readUntilReady } from "@/tests/support/counter-feed";
import { counterStream } from "./stream";

describe("counterStream's lifetime", () => {
  it("lets go of its subscription and heartbeat when the client goes away", async () => {
    jest.useFakeTimers();
    try {
      const { feed, listeners, emit } = fakeFeed();
      const abort = new AbortController();
      const stream = counterStream({
        feed,
        after: null,
        once: false,
        signal: abort.signal,
        replay: async () => [],
        latest: async () => 1,
        heartbeatMs: 1_000,
      });
      const reader = stream.getReader();
      const decoder = new TextDecoder();
      let text = await readUntilReady(reader);
      emit(event(9));
      jest.advanceTimersByTime(1_000);
      text += decoder.decode((await reader.read()).value);
      text += decoder.decode((await reader.read()).value);
      expect(text).toContain("id: 9\nevent: redeemed");
      expect(text).toContain(": heartbeat");
      expect(listeners.size).toBe(1);
      expect(jest.getTimerCount()).toBe(1);

      abort.abort();
      expect(listeners.size).toBe(0);
      expect(jest.getTimerCount()).toBe(0);
      expect((await reader.read()).done).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it("ends when its app server shuts down, so the shutdown does not wait on it", async () => {
    const { feed, listeners, shutDown } = fakeFeed();
    const stream = counterStream({
      feed,
      after: null,
      once: false,
      signal: new AbortController().signal,
      replay: async () => [],
      latest: async () => 1,
    });
    const text = readAll(stream);
    await new Promise((r) => setTimeout(r, 0));
    shutDown();
    expect(await text).toContain("event: ready");
    expect(listeners.size).toBe(0);
  });

  it("lets go when the reader cancels", async () => {
    const { feed, listeners } = fakeFeed();
    const stream = counterStream({
      feed,
      after: null,
      once: false,
      signal: new AbortController().signal,
      replay: async () => [],
      latest: async () => 1,
    });
    const reader = stream.getReader();
    await reader.read();
    await reader.cancel();
    expect(listeners.size).toBe(0);
  });

  it("checks its session at every heartbeat and ends once the session has", async () => {
    jest.useFakeTimers();
    try {
      const { feed, listeners } = fakeFeed();
      let live = true;
      const allowed = jest.fn(async () => live);
      const stream = counterStream({
        feed,
        after: null,
        once: false,
        signal: new AbortController().signal,
        replay: async () => [],
        latest: async () => 1,
        session: { userId: "staff-1", allowed },
        heartbeatMs: 1_000,
      });
      const reader = stream.getReader();
      await readUntilReady(reader);
      await jest.advanceTimersByTimeAsync(1_000);
      expect(allowed).toHaveBeenCalledTimes(1);
      expect(listeners.size).toBe(1);

      live = false;
      await jest.advanceTimersByTimeAsync(1_000);
      expect(allowed).toHaveBeenCalledTimes(2);
      // Read past the last heartbeat: the stream has ended and let go of everything.
      let done = false;
      while (!done) done = (await reader.read()).done;
      expect(listeners.size).toBe(0);
      expect(jest.getTimerCount()).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it("checks at once when the database says one of the viewer's sessions ended", async () => {
    const { feed } = fakeFeed();
    const watchers = new Map<string, () => void>();
    feed.watchSession = (userId, changed) => {
      watchers.set(userId, changed);
      return () => watchers.delete(userId);
    };
    const stream = counterStream({
      feed,
      after: null,
      once: false,
      signal: new AbortController().signal,
      replay: async () => [],
      latest: async () => 1,
      session: { userId: "staff-2", allowed: async () => false },
    });
    const text = readAll(stream);
    await new Promise((r) => setTimeout(r, 0));
    expect([...watchers.keys()]).toEqual(["staff-2"]);
    watchers.get("staff-2")!();
    expect(await text).toContain("event: ready");
    expect(watchers.size).toBe(0);
  });
});
