"use client";

import { useSyncExternalStore } from "react";
import { DAY, deviceDate, neutralDate } from "@/lib/i18n/dates";

const noSubscription = () => () => {};

/**
 * A date in the reader's own time zone and the page's language (unless one is given). The server knows
 * neither, so it renders a neutral text (en-US in UTC, or `fallback`) and the browser swaps
 * in its own right after hydration: the two renders never disagree. The shapes and the
 * writing are lib/i18n/dates.ts's.
 */
export function LocalDate({
  value,
  options = DAY,
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
    ? deviceDate(date, options, locale ?? (document.documentElement.lang || undefined))
    : (fallback ?? neutralDate(date, options, locale));
  return (
    <time dateTime={date.toISOString()} {...rest}>
      {text}
    </time>
  );
}
