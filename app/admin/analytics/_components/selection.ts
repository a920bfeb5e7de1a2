import { presetRange, type DayRange, type Preset } from "@/lib/analytics/period";

/** What the range picker holds: a preset (computed in the shop's time zone) or two dates. */
export type Selection = { preset: Preset } | { preset: "custom"; from: string; to: string };

export function rangeOf(selection: Selection, timeZone: string, now = new Date()): DayRange {
  return selection.preset === "custom"
    ? { from: selection.from, to: selection.to }
    : presetRange(selection.preset, now, timeZone);
}

/** The address query that brings the selection back on reload. */
export function queryOf(selection: Selection): string {
  const params: Record<string, string> =
    selection.preset === "custom"
      ? { from: selection.from, to: selection.to }
      : { range: selection.preset };
  return new URLSearchParams(params).toString();
}
