// Test doubles for the counter display's stream (lib/counter/stream.ts): a feed the test
// drives by hand, and the reading helpers both of its test files use.
import type { CounterEvent, CounterRefusal } from "@/lib/counter/event";
import type { Feed } from "@/lib/counter/feed";

/** A feed whose events, refusals and shutdown the test sends itself. */
export function fakeFeed() {
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

export const event = (id: number): CounterEvent => ({
  id,
  tokenId: `t${id}`,
  userId: "u",
  maskedName: "AL**E",
  punches: 1,
  isComplete: false,
  isNew: false,
  at: "2026-11-23T08:00:00.000Z",
});

export async function readAll(stream: ReadableStream<Uint8Array>) {
  return new Response(stream).text();
}

/** Reads a live stream until its `ready` event, and returns the text so far. */
export async function readUntilReady(reader: ReadableStreamDefaultReader<Uint8Array>) {
  const decoder = new TextDecoder();
  let text = "";
  while (!text.includes("event: ready")) text += decoder.decode((await reader.read()).value);
  return text;
}
