// A sentence from lib/ (a refusal, a validation message, a toast) travels as a string: as a
// zod issue's message, an ApiError's message, a constant a screen imports. So it is written as
// its catalogue key, with its values when it has any, and whoever shows it translates it
// (lib/api/route.ts for API answers, `useText` and `getText` for screens).

/** What a translator from next-intl looks like to us (createTranslator, useTranslations). */
export type Translate = {
  (key: string, values?: Record<string, string | number | Date>): string;
  has(key: string): boolean;
};

const KEY = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_]+)+$/;
const WITH_VALUES = "\u241f"; // ␟, a separator no sentence or key contains

/**
 * A catalogue key with its values as one string: `m("errors.tooLong", { max: 60 })`. A key
 * without values is the key itself.
 */
export function m(key: string, values?: Record<string, string | number>): string {
  if (!values || Object.keys(values).length === 0) return key;
  return `${key}${WITH_VALUES}${JSON.stringify(values)}`;
}

/** The key and values `m()` wrote, or null for any other text (an owner's words, a name). */
export function readKey(
  text: string,
): { key: string; values: Record<string, string | number> } | null {
  const at = text.indexOf(WITH_VALUES);
  const key = at === -1 ? text : text.slice(0, at);
  if (!KEY.test(key)) return null;
  if (at === -1) return { key, values: {} };
  try {
    const values = JSON.parse(text.slice(at + 1)) as unknown;
    if (typeof values !== "object" || values === null || Array.isArray(values)) return null;
    return { key, values: values as Record<string, string | number> };
  } catch {
    return null;
  }
}

/**
 * The text in the reader's language: a key (with its values) translated, anything else as it
 * is. A key the catalogue lacks is shown as it came, so a slip is seen, never hidden.
 */
export function translateText(text: string, t: Translate): string {
  const read = readKey(text);
  if (!read || !t.has(read.key)) return text;
  return t(read.key, read.values);
}
