"use client";

import { useEffect } from "react";

/**
 * Keeps the counter's screen on while the display is open (Screen Wake Lock, where the browser
 * has it). The browser drops the lock whenever the page is hidden, so it is asked for again
 * each time the page becomes visible.
 */
export function useWakeLock() {
  useEffect(() => {
    if (!("wakeLock" in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let active = true;
    const request = async () => {
      if (document.visibilityState !== "visible") return;
      try {
        const next = await navigator.wakeLock.request("screen");
        if (active) lock = next;
        else void next.release();
      } catch {
        // Refused (battery saver, no permission): the display works, the screen may dim.
      }
    };
    void request();
    document.addEventListener("visibilitychange", request);
    return () => {
      active = false;
      document.removeEventListener("visibilitychange", request);
      void lock?.release().catch(() => undefined);
    };
  }, []);
}
