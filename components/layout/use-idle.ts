"use client";

import { useEffect, useState } from "react";

/**
 * True once the page has loaded and the browser has a moment to spare: the time to fetch
 * what no screen needs to paint (toasts, the service worker, the install offer), so it
 * never competes with the first screen on a slow phone.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let cancel = () => {};
    const waitForIdle = () => {
      // Safari has no requestIdleCallback.
      if (typeof window.requestIdleCallback === "function") {
        const id = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
        cancel = () => window.cancelIdleCallback(id);
      } else {
        const id = window.setTimeout(() => setIdle(true), 200);
        cancel = () => window.clearTimeout(id);
      }
    };
    if (document.readyState === "complete") waitForIdle();
    else {
      window.addEventListener("load", waitForIdle, { once: true });
      cancel = () => window.removeEventListener("load", waitForIdle);
    }
    return () => cancel();
  }, []);
  return idle;
}
