import type { DateTimeFormatOptions } from "next-intl";

// How the counter's and the token screens write dates, through next-intl's formatter (the
// reader's language, the shop's time zone). The same shapes as components/ui/local-date.tsx.

/** "Nov 20, 2026, 10:41 PM" in English: a moment something happened. */
export const MOMENT: DateTimeFormatOptions = {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
};

/** "Nov 20, 2026" in English: a day, as a sheet's expiry. */
export const DAY: DateTimeFormatOptions = { year: "numeric", month: "short", day: "numeric" };
