import "server-only";
import { Client } from "pg";
import { env } from "@/lib/env";
import type { CounterEvent, CounterRefusal } from "./event";
import { latestEntryId, redemptionsSince } from "./history";
import { COUNTER_CHANNEL, SESSION_CHANNEL } from "./notify";
import { REFUSED_CHANNEL } from "./refusals";

type Listener = (event: CounterEvent) => void;

/** What a display's stream needs from the feed (a fake in the stream's unit test). */
export type Feed = {
  /** `end` closes the stream when this app server shuts down. */
  subscribe(listener: Listener, end: () => void): () => void;
  /** Refused scans of shop tokens, as they happen (never replayed). */
  subscribeRefusals?(listener: (refusal: CounterRefusal) => void): () => void;
  /** `changed` runs when a session of this user may have ended (SESSION_CHANNEL). */
  watchSession?(userId: string, changed: () => void): () => void;
  /** Resolves once LISTEN is in place (or after `ms`, so a database outage never hangs a stream). */
  listening(ms?: number): Promise<void>;
};

const MAX_BACKOFF_MS = 10_000;

/**
 * This app server's one LISTEN connection, fanned out in memory to its open streams (and to
 * their session checks: drizzle/0016_session-end-notices.sql). It is a
 * dedicated client, not a pool's: LISTEN belongs to one session, and a pooled client would be
 * handed to other queries. When PostgreSQL restarts the connection is opened again with
 * backoff, and the redemptions committed while it was down are read from the ledger.
 */
class CounterFeed implements Feed {
  private listeners = new Map<Listener, () => void>();
  private sessionWatchers = new Map<string, Set<() => void>>();
  private refusalListeners = new Set<(refusal: CounterRefusal) => void>();
  private client: Client | null = null;
  private started = false;
  private backoffMs = 250;
  // The newest entry passed on, so a reconnect replays exactly what the gap held.
  private highWater: number | null = null;
  private waiting: (() => void)[] = [];
  private ready = false;

  subscribe(listener: Listener, end: () => void) {
    this.listeners.set(listener, end);
    if (!this.started) {
      this.started = true;
      // A stream never finishes by itself, and the server's graceful shutdown waits for every
      // open response: the streams end first, and their displays reconnect to another server.
      for (const signal of ["SIGTERM", "SIGINT"] as const)
        process.once(signal, () => this.endAll());
      void this.connect();
    }
    return () => void this.listeners.delete(listener);
  }

  subscribeRefusals(listener: (refusal: CounterRefusal) => void) {
    this.refusalListeners.add(listener);
    return () => void this.refusalListeners.delete(listener);
  }

  watchSession(userId: string, changed: () => void) {
    const watchers = this.sessionWatchers.get(userId) ?? new Set();
    watchers.add(changed);
    this.sessionWatchers.set(userId, watchers);
    return () => {
      watchers.delete(changed);
      if (watchers.size === 0) this.sessionWatchers.delete(userId);
    };
  }

  private endAll() {
    for (const end of [...this.listeners.values()]) end();
  }

  listening(ms = 3_000) {
    if (this.ready) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.waiting.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  private emit(event: CounterEvent) {
    if (this.highWater === null || event.id > this.highWater) this.highWater = event.id;
    for (const listener of this.listeners.keys()) listener(event);
  }

  private async connect() {
    // Named, so an operator (and the tests) can tell the feed's connection from the pool's.
    const client = new Client({
      connectionString: env.DATABASE_URL,
      application_name: "punchcard-counter-feed",
    });
    client.on("notification", (message) => {
      if (message.channel === SESSION_CHANNEL && message.payload) {
        for (const changed of this.sessionWatchers.get(message.payload) ?? []) changed();
        return;
      }
      if (message.channel === REFUSED_CHANNEL && message.payload) {
        try {
          const refusal = JSON.parse(message.payload) as CounterRefusal;
          for (const listener of this.refusalListeners) listener(refusal);
        } catch (error) {
          console.error("[counter] unreadable refusal:", error);
        }
        return;
      }
      if (message.channel !== COUNTER_CHANNEL || !message.payload) return;
      try {
        this.emit(JSON.parse(message.payload) as CounterEvent);
      } catch (error) {
        console.error("[counter] unreadable notification:", error);
      }
    });
    const lost = (error?: Error) => {
      if (this.client !== client) return;
      if (error) console.error("[counter] listen connection lost:", error.message);
      this.client = null;
      this.ready = false;
      client.removeAllListeners("notification");
      void client.end().catch(() => undefined);
      setTimeout(() => void this.connect(), this.backoffMs);
      this.backoffMs = Math.min(this.backoffMs * 2, MAX_BACKOFF_MS);
    };
    client.on("error", lost);
    client.on("end", () => lost());
    try {
      this.client = client;
      await client.connect();
      await client.query(`listen ${COUNTER_CHANNEL}`);
      await client.query(`listen ${SESSION_CHANNEL}`);
      await client.query(`listen ${REFUSED_CHANNEL}`);
      // What was committed while this server was not listening, then live from here on.
      if (this.highWater === null) this.highWater = await latestEntryId();
      else for (const event of await redemptionsSince(this.highWater)) this.emit(event);
      this.backoffMs = 250;
      this.ready = true;
      for (const wake of this.waiting.splice(0)) wake();
    } catch (error) {
      lost(error instanceof Error ? error : new Error(String(error)));
    }
  }
}

// One per process, kept across hot reloads in development.
const globalForFeed = globalThis as unknown as { punchcardCounterFeed?: CounterFeed };
export const counterFeed = globalForFeed.punchcardCounterFeed ?? new CounterFeed();
globalForFeed.punchcardCounterFeed = counterFeed;
