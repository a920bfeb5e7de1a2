import "server-only";
import { sql } from "drizzle-orm";
import type { DayRange } from "./period";

/**
 * The instants a range of shop days covers: from the first day's local midnight up to, not
 * including, the midnight after the last day (PostgreSQL knows each zone's daylight saving).
 */
export function instants({ from, to }: DayRange, timeZone: string) {
  return {
    start: sql`(${from}::date::timestamp at time zone ${timeZone})`,
    end: sql`((${to}::date + 1)::timestamp at time zone ${timeZone})`,
  };
}
