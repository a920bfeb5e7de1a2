import type { Client } from "./api";

export type StreamEvent = { id: string | null; event: string; data: string };

/**
 * A Server-Sent Events stream read incrementally with fetch, as a test client: frames are
 * parsed as they arrive, and `next` waits for the first one (after the last taken) that
 * matches. `close` aborts the request, as a display going away does.
 */
export class EventStream {
  readonly events: StreamEvent[] = [];
  private cursor = 0;
  private wake: (() => void) | null = null;
  ended = false;

  private constructor(
    readonly status: number,
    readonly headers: Headers,
    private readonly abort: AbortController,
  ) {}

  static async open(client: Client, path: string, headers: Record<string, string> = {}) {
    const abort = new AbortController();
    const response = await fetch(`${client.baseUrl}${path}`, {
      signal: abort.signal,
      headers: {
        "x-forwarded-for": client.ip,
        ...(client.cookie ? { cookie: client.cookie } : {}),
        ...headers,
      },
    });
    const stream = new EventStream(response.status, response.headers, abort);
    if (!response.ok || !response.body) {
      stream.body = await response.text();
      stream.ended = true;
      return stream;
    }
    void stream.read(response.body);
    return stream;
  }

  body = "";

  private async read(body: ReadableStream<Uint8Array>) {
    const decoder = new TextDecoder();
    let buffer = "";
    const reader = body.getReader();
    try {
      for (;;) {
        const { value: chunk, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          this.parse(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
      }
    } catch {
      // aborted
    }
    this.ended = true;
    this.wake?.();
  }

  private parse(frame: string) {
    const event: StreamEvent = { id: null, event: "message", data: "" };
    let hasData = false;
    for (const line of frame.split("\n")) {
      if (line.startsWith(":")) continue;
      const [field, ...rest] = line.split(":");
      const value = rest.join(":").replace(/^ /, "");
      if (field === "id") event.id = value;
      if (field === "event") event.event = value;
      if (field === "data") {
        event.data += (hasData ? "\n" : "") + value;
        hasData = true;
      }
    }
    if (!hasData) return;
    this.events.push(event);
    this.wake?.();
  }

  /** The next event (after those already taken) that matches, or an error after `ms`. */
  async next(match: (e: StreamEvent) => boolean = () => true, ms = 5_000): Promise<StreamEvent> {
    const deadline = Date.now() + ms;
    for (;;) {
      while (this.cursor < this.events.length) {
        const event = this.events[this.cursor++]!;
        if (match(event)) return event;
      }
      if (this.ended) throw new Error("the stream ended without the event");
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching event within ${ms} ms`);
      await this.change(left);
    }
  }

  /** Resolves when a frame arrives or the stream ends, or after `ms`. */
  private change(ms: number) {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }

  /** The redemption event for a token. */
  redemption(tokenId: string, ms?: number) {
    return this.next(
      (e) =>
        e.event === "redeemed" && (JSON.parse(e.data) as { tokenId: string }).tokenId === tokenId,
      ms,
    );
  }

  /** Waits until the server has closed the stream (a `once` stream, after its replay). */
  async finished(ms = 5_000) {
    const deadline = Date.now() + ms;
    while (!this.ended) {
      if (Date.now() > deadline) throw new Error("the stream did not end");
      await this.change(deadline - Date.now());
    }
  }

  close() {
    this.abort.abort();
  }
}
