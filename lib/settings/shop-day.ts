// The shop's day: the calendar date in the shop's time zone, when it begins, for the earn rules,
// the analytics and the export file names alike. Pure: no database, no server-only imports.

const DAY_MS = 86_400_000;
const formats = new Map<string, Intl.DateTimeFormat>();

function format(timeZone: string): Intl.DateTimeFormat {
  let f = formats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formats.set(timeZone, f);
  }
  return f;
}

/** The wall clock in `timeZone` at `at`, read as if it were UTC (whole seconds). */
export function wallClock(at: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const p of format(timeZone).formatToParts(at)) {
    if (p.type !== "literal") parts[p.type] = Number(p.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

/** The shop's day of an instant: YYYY-MM-DD in the shop's time zone. */
export function shopDay(at: Date | number, timeZone: string): string {
  return new Date(wallClock(+at, timeZone)).toISOString().slice(0, 10);
}

/**
 * The first instant of a shop day. Found from the zone's offset a day either side of its
 * midnight, so a clock change near midnight (or one that skips midnight itself) is honoured.
 */
export function startOfShopDay(day: string, timeZone: string): number {
  const wall = Date.parse(`${day}T00:00:00Z`);
  const candidates = [wall - DAY_MS, wall + DAY_MS, wall].map((probe) => {
    const offset = wallClock(probe, timeZone) - Math.floor(probe / 1000) * 1000;
    return wall - offset;
  });
  const starts = candidates.filter(
    (t) => shopDay(t, timeZone) === day && shopDay(t - 1000, timeZone) < day,
  );
  return starts.length ? Math.min(...starts) : candidates[2]!;
}
