"use client";

import { useEffect, useRef, useState } from "react";
import type { CounterEvent, CounterRefusal } from "@/lib/counter/event";

/** "live": the stream is open; "reconnecting": it was cut; "offline": the device has no network. */
export type LinkStatus = "connecting" | "live" | "reconnecting" | "offline";

const REOPEN_MS = 2_000;

/**
 * The counter's event stream. EventSource reconnects by itself after a cut and sends the last
 * event id, so the server replays what was missed; when the browser gives up (an error answer)
 * a new EventSource resumes from the same id with `?after=`.
 */
export function useCounterEvents(
  onRedeemed: (event: CounterEvent) => void,
  onRefused: (refusal: CounterRefusal) => void,
): LinkStatus {
  const [status, setStatus] = useState<LinkStatus>("connecting");
  const handler = useRef(onRedeemed);
  const refusedHandler = useRef(onRefused);
  useEffect(() => {
    handler.current = onRedeemed;
    refusedHandler.current = onRefused;
  }, [onRedeemed, onRefused]);

  useEffect(() => {
    let source: EventSource | null = null;
    let lastId = "";
    let timer: ReturnType<typeof setTimeout> | undefined;
    const cut = () => setStatus(navigator.onLine ? "reconnecting" : "offline");

    const open = () => {
      clearTimeout(timer);
      source?.close();
      const current = new EventSource(`/api/counter/events${lastId ? `?after=${lastId}` : ""}`);
      source = current;
      current.addEventListener("ready", (e) => {
        lastId = (e as MessageEvent).lastEventId || lastId;
        setStatus("live");
      });
      current.addEventListener("redeemed", (e) => {
        const message = e as MessageEvent<string>;
        lastId = message.lastEventId || lastId;
        handler.current(JSON.parse(message.data) as CounterEvent);
      });
      current.addEventListener("refused", (e) => {
        refusedHandler.current(JSON.parse((e as MessageEvent<string>).data) as CounterRefusal);
      });
      current.addEventListener("error", () => {
        cut();
        if (current.readyState === EventSource.CLOSED) timer = setTimeout(open, REOPEN_MS);
      });
    };
    // After a network change the old connection cannot be trusted (it may hang without an
    // error): drop it while offline, and resume from the last event id once back online.
    const offline = () => {
      clearTimeout(timer);
      source?.close();
      cut();
    };
    const online = () => open();
    open();
    window.addEventListener("offline", offline);
    window.addEventListener("online", online);
    return () => {
      clearTimeout(timer);
      source?.close();
      window.removeEventListener("offline", offline);
      window.removeEventListener("online", online);
    };
  }, []);

  return status;
}
