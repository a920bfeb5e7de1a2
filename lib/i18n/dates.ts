// How the app writes a day and a moment, in one place. Screens format through next-intl's
// formatter (`format.dateTime(value, MOMENT)`: the reader's language, the shop's time zone), or
// show the reader's own clock through LocalDate (components/ui/local-date.tsx), which writes
// with the functions below. A plain module with no server-only import: server and client
// components both read it (a constant from a "use client" file reaches the server only as a
// reference). `as const`, so next-intl's narrower option types take the shapes as they are.

/** "Nov 20, 2026" in English: a day, as a sheet's expiry or when a passkey was added. */
export const DAY = {
  year: "numeric",
  month: "short",
  day: "numeric",
} as const satisfies Intl.DateTimeFormatOptions;

/** "Nov 20, 2026, 10:41 PM" in English (SPEC §2): a moment something happened. */
export const MOMENT = {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
} as const satisfies Intl.DateTimeFormatOptions;

/** A moment in the language's own medium date and short time ("20 nov 2026, 22:41"). */
export const DATE_TIME = {
  dateStyle: "medium",
  timeStyle: "short",
} as const satisfies Intl.DateTimeFormatOptions;

const toDate = (value: string | Date) => (typeof value === "string" ? new Date(value) : value);

/** A date as this device's clock shows it (its own time zone), in `locale` or the device's. */
export function deviceDate(
  value: string | Date,
  options: Intl.DateTimeFormatOptions,
  locale?: string,
): string {
  return toDate(value).toLocaleString(locale, options);
}

/**
 * A date in UTC, in English unless `locale` is given: what a server can write before it knows
 * the reader's time zone, the same on every server.
 */
export function neutralDate(
  value: string | Date,
  options: Intl.DateTimeFormatOptions,
  locale = "en-US",
): string {
  return toDate(value).toLocaleString(locale, { ...options, timeZone: "UTC" });
}

const shopDays = new Map<string, Intl.DateTimeFormat>();

/**
 * A shop day ("2026-11-23") as a short day and month: "23 Nov". A shop day is a date, not a
 * moment, so it is written as it is, whatever the time zone; English says the day first, as
 * the owner has always read it.
 */
export function shopDay(day: string, locale: string): string {
  let format = shopDays.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === "en" ? "en-GB" : locale, {
      day: "numeric",
      month: "short",
      timeZone: "UTC",
    });
    shopDays.set(locale, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`));
}
