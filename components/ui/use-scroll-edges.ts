"use client";

import { useCallback, useEffect, useRef, useState } from "react";

export type ScrollEdges = { start: boolean; end: boolean };

/**
 * Whether a sideways-scrolling element has more to show before and after what is visible,
 * kept up to date on scroll, resize and content changes.
 */
export function useScrollEdges<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [edges, setEdges] = useState<ScrollEdges>({ start: false, end: false });

  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    // A pixel of slack: fractional widths leave scrollLeft a hair short of the end.
    const start = el.scrollLeft > 1;
    const end = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setEdges((e) => (e.start === start && e.end === end ? e : { start, end }));
  }, []);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    measure();
    el.addEventListener("scroll", measure, { passive: true });
    const resize = new ResizeObserver(measure);
    resize.observe(el);
    const content = new MutationObserver(measure);
    content.observe(el, { childList: true, subtree: true, characterData: true });
    return () => {
      el.removeEventListener("scroll", measure);
      resize.disconnect();
      content.disconnect();
    };
  }, [measure]);

  return { ref, edges };
}

/** Fades the edge(s) that hide more content, the usual hint that a row scrolls. */
export function edgeFadeMask({ start, end }: ScrollEdges): string | undefined {
  if (!start && !end) return undefined;
  const from = start ? "transparent, black 2rem" : "black";
  const to = end ? "black calc(100% - 2rem), transparent" : "black";
  return `linear-gradient(to right, ${from}, ${to})`;
}
