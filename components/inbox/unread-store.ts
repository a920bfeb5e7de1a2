"use client";

import { useSyncExternalStore } from "react";
import { INBOX_CHANGED } from "@/lib/pwa/inbox-changed";

// One figure for every bell on the screen, and for the inbox screen that changes it.
let unread: number | null = null;
const listeners = new Set<() => void>();

export function setUnread(count: number) {
  if (count === unread) return;
  unread = count;
  for (const listener of listeners) listener();
}

let inFlight: Promise<void> | null = null;

/** Reads the unread count again (only the count: `limit=0`). A failure leaves the bell as it was. */
export function refreshUnread(): Promise<void> {
  inFlight ??= fetch("/api/inbox?limit=0", { credentials: "same-origin", cache: "no-store" })
    .then(async (answer) => {
      if (answer.ok) setUnread(((await answer.json()) as { unread: number }).unread);
    })
    .catch(() => undefined)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

function onWorkerMessage(event: MessageEvent) {
  if ((event.data as { type?: string } | null)?.type === INBOX_CHANGED) void refreshUnread();
}

function onVisible() {
  if (document.visibilityState === "visible") void refreshUnread();
}

/**
 * The bell follows new messages without polling: the service worker says when a push arrived,
 * and a phone coming back to the app (visibility) reads the count again.
 */
function subscribe(onChange: () => void) {
  listeners.add(onChange);
  if (listeners.size === 1) {
    navigator.serviceWorker?.addEventListener("message", onWorkerMessage);
    document.addEventListener("visibilitychange", onVisible);
  }
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0) {
      navigator.serviceWorker?.removeEventListener("message", onWorkerMessage);
      document.removeEventListener("visibilitychange", onVisible);
    }
  };
}

/** The unread count, or null until it has been read once. */
export function useUnread(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => unread,
    () => null,
  );
}
