"use client";

import { useEffect, useState } from "react";

/**
 * Puts `text` on the clipboard. The async Clipboard API exists only in secure contexts, and
 * the shop's own network is often plain http, so the old hidden-textarea copy is the fallback
 * (also when the browser refuses the API, e.g. without focus).
 */
export async function copyText(text: string): Promise<void> {
  if (window.isSecureContext && navigator.clipboard?.writeText) {
    try {
      return await navigator.clipboard.writeText(text);
    } catch {
      // Fall through to the selection copy below.
    }
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand("copy");
  area.remove();
  if (!ok) throw new Error("copy refused");
}

export const COPIED_MS = 2000;

/**
 * `copied` is true for `ms` after the last successful copy. Every copy starts the time again:
 * the count changes on each one, so the effect drops the running timer and sets a new one.
 */
export function useCopy(ms = COPIED_MS) {
  const [copies, setCopies] = useState(0);
  useEffect(() => {
    if (copies === 0) return;
    const timer = setTimeout(() => setCopies(0), ms);
    return () => clearTimeout(timer);
  }, [copies, ms]);

  async function copy(text: string) {
    await copyText(text);
    setCopies((n) => n + 1);
  }
  return { copied: copies > 0, copy };
}
