"use client";

import { useSyncExternalStore } from "react";

const noop = () => () => {};

/**
 * A date in the browser's locale. The server renders a neutral fallback, and the browser
 * swaps in its own format right after hydration, so the two never disagree.
 */
export function LocalDate({
  value,
  options,
  fallback,
}: {
  value: string | Date;
  options: Intl.DateTimeFormatOptions;
  fallback?: string;
}) {
  const date = typeof value === "string" ? new Date(value) : value;
  const text = useSyncExternalStore(
    noop,
    () => new Intl.DateTimeFormat(undefined, options).format(date),
    () => fallback ?? date.toISOString().slice(0, 10),
  );
  return <time dateTime={date.toISOString()}>{text}</time>;
}
