import type { DateTimeFormatOptions } from "next-intl";

// How the admin screens write a day and a moment, in the reader's language and the shop's time
// zone (next-intl's formatter). A plain module, so server components can read them: a constant
// from a "use client" file reaches the server only as a reference.

/** "Nov 20, 2026". */
export const DAY: DateTimeFormatOptions = { year: "numeric", month: "short", day: "numeric" };

/** "Nov 20, 2026, 10:41 PM" (SPEC §2). */
export const MOMENT: DateTimeFormatOptions = {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
};
