// Date ranges of whole shop days (YYYY-MM-DD in the shop's time zone, both ends included).
// Pure: shared by the analytics query, the page's range picker and the tests.
import { shopDay } from "@/lib/settings/shop-day";

export type DayRange = { from: string; to: string };

/** The longest range the analytics answer (a year and a day, so a leap year fits). */
export const MAX_RANGE_DAYS = 366;
export const DEFAULT_RANGE_DAYS = 30;

export const PRESETS = [
  { key: "7d", label: "Last 7 days" },
  { key: "30d", label: "Last 30 days" },
  { key: "90d", label: "Last 90 days" },
  { key: "month", label: "This month" },
] as const;
export type Preset = (typeof PRESETS)[number]["key"];

const MS_PER_DAY = 86_400_000;

// A calendar day as UTC midnight: day arithmetic without any time zone's daylight saving.
const utc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  return dayOf(utc(day) + days * MS_PER_DAY);
}

/** Whole days from `from` to `to` (0 for the same day). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utc(to) - utc(from)) / MS_PER_DAY);
}

export function rangeLength({ from, to }: DayRange): number {
  return daysBetween(from, to) + 1;
}

/** The period of the same length that ends the day before `range` starts. */
export function previousPeriod(range: DayRange): DayRange {
  const to = addDays(range.from, -1);
  return { from: addDays(to, -(rangeLength(range) - 1)), to };
}

export function eachDay({ from, to }: DayRange): string[] {
  return Array.from({ length: rangeLength({ from, to }) }, (_, i) => addDays(from, i));
}

/** The shop-local hour (0-23) of an instant. */
export function shopHour(instant: Date, timeZone: string): number {
  const hour = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hour: "2-digit",
    hourCycle: "h23",
  }).format(instant);
  return Number(hour);
}

/** A preset's range ending today in the shop's time zone ("This month" runs from the 1st). */
export function presetRange(preset: Preset, now: Date, timeZone: string): DayRange {
  const to = shopDay(now, timeZone);
  if (preset === "month") return { from: `${to.slice(0, 8)}01`, to };
  const days = { "7d": 7, "30d": 30, "90d": 90 }[preset];
  return { from: addDays(to, -(days - 1)), to };
}

/** The preset a range is, if any, so the picker can show it selected. */
export function presetOf(range: DayRange, now: Date, timeZone: string): Preset | null {
  const match = PRESETS.find(({ key }) => {
    const candidate = presetRange(key, now, timeZone);
    return candidate.from === range.from && candidate.to === range.to;
  });
  return match?.key ?? null;
}
