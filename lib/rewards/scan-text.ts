/**
 * What a scanned or typed text stands for: a URL carrying the value in its query
 * (`…/user/dashboard?token=…`, `…/user/verify?code=…`) gives that value, anything else
 * is used as it is, trimmed.
 */
export function valueFromScan(text: string, param: "token" | "code"): string {
  const trimmed = text.trim();
  if (/^https?:\/\//i.test(trimmed)) {
    try {
      const value = new URL(trimmed).searchParams.get(param);
      if (value) return value.trim();
    } catch {
      // Not a parseable URL after all: fall through to the raw text.
    }
  }
  return trimmed;
}

/** Codes are typed from labels: spaces and dashes are ignored, letters upper-cased. */
export function normalizeCode(text: string): string {
  return valueFromScan(text, "code")
    .replace(/[\s-]+/g, "")
    .toUpperCase();
}
