"use client";

import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

export const DATE_ONLY: Intl.DateTimeFormatOptions = {
  year: "numeric",
  month: "short",
  day: "numeric",
};
export const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" };
/** "Nov 20, 2026, 10:41 PM": how the admin screens show a moment (SPEC §2, with locale en-US). */
export const SHORT_DATE_TIME: Intl.DateTimeFormatOptions = {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
};

/**
 * A date in the reader's own time zone and the page's language (unless one is given). The server knows
 * neither, so it renders a neutral text (en-US in UTC, or `fallback`) and the browser swaps
 * in its own right after hydration: the two renders never disagree.
 */
export function LocalDate({
  value,
  options = DATE_ONLY,
  locale,
  fallback,
  ...rest
}: {
  value: string | Date;
  options?: Intl.DateTimeFormatOptions;
  locale?: string;
  fallback?: string;
} & Omit<React.ComponentProps<"time">, "children">) {
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const date = typeof value === "string" ? new Date(value) : value;
  // The page's language (<html lang>, the root layout's) unless one is given.
  const text = inBrowser
    ? date.toLocaleString(locale ?? (document.documentElement.lang || undefined), options)
    : (fallback ?? date.toLocaleString(locale ?? "en-US", { ...options, timeZone: "UTC" }));
  return (
    <time dateTime={date.toISOString()} {...rest}>
      {text}
    </time>
  );
}
