// The shop's quiet hours: what it sends on its own waits until they end. Pure.
import { shopDay, wallClock } from "@/lib/settings/shop-day";

export type QuietHours = {
  timeZone: string;
  /** Minutes after the shop's midnight; equal start and end: no quiet hours. */
  quietStartMinutes: number;
  quietEndMinutes: number;
};

const MINUTE_MS = 60_000;

/** The wall-clock minutes since the shop's midnight at `now` (what the admin set means). */
function minutesIntoDay(now: Date, timeZone: string): number {
  return Math.floor((wallClock(+now, timeZone) % 86_400_000) / MINUTE_MS);
}

/** The next day's date string, YYYY-MM-DD. */
function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/**
 * The instant the shop's clock shows `minutes` after midnight on `day`: the zone's offset is
 * read at a first guess and read again there, so a clock change earlier that day is honoured.
 */
function at(day: string, minutes: number, timeZone: string): Date {
  const wall = Date.parse(`${day}T00:00:00Z`) + minutes * MINUTE_MS;
  let guess = wall;
  for (let i = 0; i < 2; i++) guess = wall - (wallClock(guess, timeZone) - guess);
  return new Date(guess);
}

/** Whether `now` falls inside the quiet hours. */
export function isQuiet(now: Date, hours: QuietHours): boolean {
  return quietUntil(now, hours) !== null;
}

/**
 * The end of the quiet hours when `now` falls inside them (21:00–09:00 spans midnight: at
 * 22:00 they end at 09:00 the next shop day, at 08:00 the same day), or null outside them.
 */
export function quietUntil(now: Date, hours: QuietHours): Date | null {
  const { timeZone, quietStartMinutes: start, quietEndMinutes: end } = hours;
  if (start === end) return null;
  const minutes = minutesIntoDay(now, timeZone);
  const day = shopDay(now, timeZone);
  if (start < end) {
    return minutes >= start && minutes < end ? at(day, end, timeZone) : null;
  }
  if (minutes >= start) return at(nextDay(day), end, timeZone);
  if (minutes < end) return at(day, end, timeZone);
  return null;
}

/** "21:00" from minutes after midnight, and back (the admin's form and the API). */
export function clockText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}

export function clockMinutes(text: string): number {
  const [h, m] = text.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}
