"use client";

import { useEffect, useState } from "react";

const EVENTS = ["pointerdown", "keydown", "focusin"] as const;

/**
 * True from the customer's first touch, click, key or focus on the page: the time to load code
 * only a tap needs, where loading it when the page turns idle would still compete with a slow
 * phone finishing the page.
 */
export function useFirstInteraction(): boolean {
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (touched) return;
    const done = () => setTouched(true);
    for (const event of EVENTS) window.addEventListener(event, done, { once: true, passive: true });
    return () => {
      for (const event of EVENTS) window.removeEventListener(event, done);
    };
  }, [touched]);
  return touched;
}
