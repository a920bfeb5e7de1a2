/** Pure display rules shared by server pages and client components. */

/** SPEC §9: blog previews show the first 300 characters. */
export const PREVIEW_LENGTH = 300;

/** The first `length` characters (cut at a word when one ends nearby) and whether anything was cut. */
export function preview(
  text: string,
  length = PREVIEW_LENGTH,
): { text: string; truncated: boolean } {
  if (text.length <= length) return { text, truncated: false };
  const cut = text.slice(0, length);
  const lastSpace = cut.lastIndexOf(" ");
  // Prefer a word boundary, but never drop more than a fifth of the preview for it.
  const end = lastSpace > length * 0.8 ? lastSpace : length;
  return { text: `${cut.slice(0, end).trimEnd()}…`, truncated: true };
}

/** SPEC §9: averages to one decimal; no reviews reads as 0.0. */
export function formatAverage(average: number | null): string {
  return (average ?? 0).toFixed(1);
}

/** An announcement or post shows '(updated …)' only when it was edited after it was created. */
export function wasEdited(createdAt: string, updatedAt: string): boolean {
  return new Date(updatedAt).getTime() - new Date(createdAt).getTime() >= 1000;
}
