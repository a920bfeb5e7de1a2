"use client";

import { useCallback, useEffect, useRef, useState } from "react";

/** `rtl`: the row reads right to left, so its start is on the right. */
export type ScrollEdges = { start: boolean; end: boolean; rtl?: boolean };

/**
 * Which sides hide more of a row. In a right-to-left row scrollLeft is 0 at the start (the
 * right) and goes negative towards the end, so the distance scrolled is its size either way.
 */
export function edgesOf(
  {
    scrollLeft,
    clientWidth,
    scrollWidth,
  }: Pick<HTMLElement, "scrollLeft" | "clientWidth" | "scrollWidth">,
  rtl: boolean,
): ScrollEdges {
  const scrolled = Math.abs(scrollLeft);
  // A pixel of slack: fractional widths leave scrollLeft a hair short of the end.
  return { start: scrolled > 1, end: scrolled + clientWidth < scrollWidth - 1, rtl };
}

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
    const next = edgesOf(el, getComputedStyle(el).direction === "rtl");
    setEdges((e) =>
      e.start === next.start && e.end === next.end && e.rtl === next.rtl ? e : next,
    );
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
export function edgeFadeMask({ start, end, rtl = false }: ScrollEdges): string | undefined {
  if (!start && !end) return undefined;
  const from = start ? "transparent, black 2rem" : "black";
  const to = end ? "black calc(100% - 2rem), transparent" : "black";
  // From the row's start to its end: leftwards in a right-to-left row.
  return `linear-gradient(to ${rtl ? "left" : "right"}, ${from}, ${to})`;
}
