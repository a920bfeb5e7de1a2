/** @jest-environment node */
import type { CounterEvent, CounterRefusal } from "./event";
import type { Feed } from "./feed";
import { counterStream } from "./stream";

function fakeFeed() {
  const listeners = new Set<(e: CounterEvent) => void>();
  const refusals = new Set<(r: CounterRefusal) => void>();
  const ends = new Set<() => void>();
  const feed: Feed = {
    subscribe(listener, end) {
      listeners.add(listener);
      ends.add(end);
      return () => {
        listeners.delete(listener);
        ends.delete(end);
      };
    },
    subscribeRefusals(listener) {
      refusals.add(listener);
      return () => refusals.delete(listener);
    },
    listening: async () => undefined,
  };
  return {
    feed,
    listeners,
    refusals,
    refuse: (r: CounterRefusal) => refusals.forEach((l) => l(r)),
    emit: (e: CounterEvent) => listeners.forEach((l) => l(e)),
    shutDown: () => [...ends].forEach((end) => end()),
  };
}

const event = (id: number): CounterEvent => ({
  id,
  tokenId: `t${id}`,
  userId: "u",
  maskedName: "AL**E",
  punches: 1,
  isComplete: false,
  isNew: false,
  at: "2026-11-23T08:00:00.000Z",
});

async function readAll(stream: ReadableStream<Uint8Array>) {
  return new Response(stream).text();
}

describe("counterStream", () => {
  it("passes a refused scan on live, without an id, and none from before the stream was ready", async () => {
    const { feed, refuse, refusals } = fakeFeed();
    const refusal = (tokenId: string): CounterRefusal => ({
      tokenId,
      maskedName: "AL**E",
      title: "Earning paused",
      reason: "Earning is paused on this account. Please ask at the counter.",
      at: "2026-11-23T08:00:00.000Z",
    });
    const controller = new AbortController();
    const stream = counterStream({
      feed,
      after: null,
      once: false,
      signal: controller.signal,
      replay: async () => [],
      latest: async () => {
        refuse(refusal("during-start"));
        return 9;
      },
    });
    const reader = stream.getReader();
    const decoder = new TextDecoder();
    let text = "";
    while (!text.includes("event: ready")) text += decoder.decode((await reader.read()).value);
    refuse(refusal("live"));
    text += decoder.decode((await reader.read()).value);
    expect(text).toContain(`event: refused\ndata: ${JSON.stringify(refusal("live"))}\n\n`);
    expect(text).not.toContain("during-start");
    expect(text.match(/^id: /gm)).toEqual(["id: "]);
    controller.abort();
    expect(refusals.size).toBe(0);
  });

  it("replays what was missed, then ready, once each, and closes when asked for one pass", async () => {
    const { feed, emit } = fakeFeed();
    const text = await readAll(
      counterStream({
        feed,
        after: 4,
        once: true,
        signal: new AbortController().signal,
        // An event that arrives live during the replay and is also in it goes out once.
        replay: async () => {
          emit(event(6));
          emit(event(7));
          return [event(5), event(6)];
        },
        latest: async () => 0,
      }),
    );
    expect(text.match(/^id: \d+$/gm)).toEqual(["id: 5", "id: 6", "id: 7"]);
    expect(text).toContain("event: ready");
    expect(text.startsWith("retry: 1000")).toBe(true);
  });

  it("gives a new display the newest ledger id to resume from", async () => {
    const { feed } = fakeFeed();
    const text = await readAll(
      counterStream({
        feed,
        after: null,
        once: true,
        signal: new AbortController().signal,
        replay: async () => [],
        latest: async () => 42,
      }),
    );
    expect(text).toContain("id: 42\nevent: ready\n");
  });

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
      let text = "";
      while (!text.includes("event: ready")) text += decoder.decode((await reader.read()).value);
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
      const decoder = new TextDecoder();
      let text = "";
      while (!text.includes("event: ready")) text += decoder.decode((await reader.read()).value);
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
