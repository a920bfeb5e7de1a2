"use client";

import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

export const DATE_ONLY: Intl.DateTimeFormatOptions = {
  year: "numeric",
  month: "short",
  day: "numeric",
};
export const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" };

/**
 * A date in the reader's own locale and time zone. The server does not know either, so
 * it renders a neutral en-US/UTC text and the browser replaces it right after hydration.
 */
export function LocalDate({
  value,
  options = DATE_ONLY,
  locale,
  className,
  ...rest
}: {
  value: string;
  options?: Intl.DateTimeFormatOptions;
  locale?: string;
  className?: string;
} & React.ComponentProps<"time">) {
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const date = new Date(value);
  const text = inBrowser
    ? date.toLocaleString(locale, options)
    : date.toLocaleString(locale ?? "en-US", { ...options, timeZone: "UTC" });
  return (
    <time dateTime={value} className={className} {...rest}>
      {text}
    </time>
  );
}
