"use client";

import { useEffect, useState } from "react";

/**
 * Loads a module (`() => import("./x")`) once `when` turns true, and returns it when it has
 * arrived (null before). For code a screen needs only after a tap: start loading it when
 * the page is idle or at the tap, whichever comes first.
 */
export function useLoaded<T>(load: () => Promise<T>, when: boolean): T | null {
  const [loaded, setLoaded] = useState<T | null>(null);
  const wanted = when || loaded !== null;
  useEffect(() => {
    if (!wanted || loaded) return;
    let live = true;
    void load().then((module) => {
      if (live) setLoaded(() => module);
    });
    return () => {
      live = false;
    };
  }, [wanted, loaded, load]);
  return loaded;
}
