"use client";

import { useEffect } from "react";

/** SPEC §8: the unknown route's path is logged to the console. */
export function LogUnknownRoute() {
  useEffect(() => {
    console.error(
      "404 Error: User attempted to access non-existent route:",
      window.location.pathname,
    );
  }, []);
  return null;
}
