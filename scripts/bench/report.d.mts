// Types of what report.test.ts reads from report.mjs (the bench runs that file as it is).
type Check = { what: string; figure: string; ok: boolean | null };
type Entry = { key: string; label: string; db: number | null; app: number | null };

export function growth(rows: object[], small: { results: Map<string, object> } | null): Entry[];
export const MEMORY_TARGET_MB: number;
export function targets(
  rows: object[],
  pages: object[],
  entries?: Entry[],
  memory?: { peakMb: number } | null,
): Check[];
