/** @jest-environment node */
// What the counter display's stream carries: refusals, the replay, where a new display starts.
// How it lets go of the feed is in stream-lifecycle.test.ts.
import type { CounterRefusal } from "./event";
import { event, fakeFeed, readAll, readUntilReady } from "@/tests/support/counter-feed";
import { counterStream } from "./stream";

describe("counterStream", () => {
  it("passes a refused scan on live, without an id, and none from before the stream was ready", async () => {
    const { feed, refuse, refusals } = fakeFeed();
    const refusal = (tokenId: string): CounterRefusal => ({
      tokenId,
      maskedName: "AL**E",
      reason: "blocked",
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
    let text = await readUntilReady(reader);
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
});
