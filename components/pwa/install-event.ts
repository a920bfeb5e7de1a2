"use client";

import { useSyncExternalStore } from "react";

/** Chromium's install event (not in TypeScript's DOM types). */
export type BeforeInstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
};

type State = { event: BeforeInstallPromptEvent | null; installed: boolean };

// Chromium fires its install event once, whenever it judges the app installable: often
// before the install prompt's code has loaded. It is caught here from hydration on and
// kept until the prompt uses it.
let state: State = { event: null, installed: false };
let listening = false;
const listeners = new Set<() => void>();

function set(next: Partial<State>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

/** Starts catching the install event; `wanted` says whether this device is offered the app. */
export function catchInstallEvent(wanted: () => boolean) {
  if (listening) return;
  listening = true;
  window.addEventListener("beforeinstallprompt", (event) => {
    if (!wanted()) return;
    // Keep the browser's own mini-bar away: our button opens the same dialog.
    event.preventDefault();
    set({ event: event as BeforeInstallPromptEvent });
  });
  window.addEventListener("appinstalled", () => set({ event: null, installed: true }));
}

/** The event can be used once. */
export function takeInstallEvent(): BeforeInstallPromptEvent | null {
  const { event } = state;
  if (event) set({ event: null });
  return event;
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

const serverState: State = { event: null, installed: false };

export function useInstallEvent(): State {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => serverState,
  );
}
