"use client";

import { useEffect } from "react";

/** Marks the page as interactive once React has hydrated (end-to-end tests wait for it). */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}
