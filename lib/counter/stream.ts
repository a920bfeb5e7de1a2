import { redemptionFrame, refusalFrame, type CounterEvent } from "./event";
import type { Feed } from "./feed";

type Options = {
  feed: Feed;
  /** The last event the display saw (Last-Event-ID), or null for a new display. */
  after: number | null;
  /** Close after the replay instead of staying open (a probe, or a check that must not hang). */
  once: boolean;
  /** The request's signal: aborted when the client goes away. */
  signal: AbortSignal;
  replay: (after: number) => Promise<CounterEvent[]>;
  latest: () => Promise<number>;
  /**
   * The viewer's session, checked again at every heartbeat and at once when the database says
   * one of their sessions ended: signed out, signed out everywhere, demoted or deleted, the
   * stream ends instead of delivering redemptions to someone who no longer may see them.
   */
  session?: { userId: string; allowed: () => Promise<boolean> };
  heartbeatMs?: number;
};

const encoder = new TextEncoder();
const noop = () => {};

/**
 * A display's event stream: subscribed to the feed first, then the redemptions it missed
 * (or, for a new display, the newest ledger id to resume from if the stream is ever cut),
 * then live events, with a comment line every 15 s so proxies and the browser keep it open.
 * Ends, and lets go of its subscription and timer, when the client goes away or its session
 * ends.
 */
export function counterStream({
  feed,
  after,
  once,
  signal,
  replay,
  latest,
  session,
  heartbeatMs = 15_000,
}: Options): ReadableStream<Uint8Array> {
  let release = () => {};
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      let closed = false;
      let live = false;
      const held: CounterEvent[] = [];
      const sent = new Set<number>();
      const send = (text: string) => {
        if (closed) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          close();
        }
      };
      const deliver = (event: CounterEvent) => {
        if (sent.has(event.id)) return;
        sent.add(event.id);
        send(redemptionFrame(event));
      };
      const unsubscribe = feed.subscribe(
        (event) => (live ? deliver(event) : held.push(event)),
        () => close(),
      );
      // A refusal is news only while it happens: none is held for the replay.
      const unrefuse =
        feed.subscribeRefusals?.((refusal) => {
          if (live) send(refusalFrame(refusal));
        }) ?? noop;
      // One check at a time: a slow database must not pile them up.
      let checking = false;
      const recheck = async () => {
        if (!session || closed || checking) return;
        checking = true;
        try {
          if (!(await session.allowed())) close();
        } catch (error) {
          // The database is away: end the stream, and the display reconnects and is checked.
          console.error("[counter] session check failed:", error);
          close();
        } finally {
          checking = false;
        }
      };
      const unwatch = session ? (feed.watchSession?.(session.userId, recheck) ?? noop) : noop;
      const beat = setInterval(() => {
        send(": heartbeat\n\n");
        void recheck();
      }, heartbeatMs);
      const close = () => {
        if (closed) return;
        closed = true;
        release();
        try {
          controller.close();
        } catch {
          // already closed by the consumer
        }
      };
      const onAbort = () => close();
      release = () => {
        unsubscribe();
        unrefuse();
        unwatch();
        clearInterval(beat);
        signal.removeEventListener("abort", onAbort);
      };
      signal.addEventListener("abort", onAbort);
      if (signal.aborted) return close();

      // Reconnect quickly: the browser's default wait is about three seconds.
      send("retry: 1000\n\n");
      try {
        await feed.listening();
        if (after === null) send(`id: ${await latest()}\nevent: ready\ndata: {}\n\n`);
        else {
          for (const event of await replay(after)) deliver(event);
          send("event: ready\ndata: {}\n\n");
        }
      } catch (error) {
        // The database is away: end this stream, and the browser reconnects and resumes.
        console.error("[counter] stream could not start:", error);
        return close();
      }
      live = true;
      for (const event of held.splice(0)) deliver(event);
      if (once) close();
    },
    cancel() {
      release();
    },
  });
}
