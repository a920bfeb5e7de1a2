// The languages the app speaks. English is SPEC.md's own words; the others are translations of
// it, kept in messages/<locale>/ (docs/languages.md). No locale is ever in an address: it lives
// in a cookie and in the customer's profile (lib/auth/request-locale.ts).

export const LOCALES = ["en", "es", "fr", "de", "pt-BR", "ar"] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "en";

/** The cookie that keeps a visitor's language on this browser. */
export const LOCALE_COOKIE = "punchcard-locale";

/** Each language's name in itself, as a chooser lists them. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: "English",
  es: "Español",
  fr: "Français",
  de: "Deutsch",
  "pt-BR": "Português (Brasil)",
  ar: "العربية",
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** Written right to left: the page is mirrored (`<html dir="rtl">`). */
export function dirOf(locale: Locale): "rtl" | "ltr" {
  return locale === "ar" ? "rtl" : "ltr";
}

/**
 * The language of ours that a browser's Accept-Language asks for first, or null. A region
 * falls back to its language ("es-MX" → Spanish) and any Portuguese to Brazil's; the
 * weights (q) order the list, "*" and unknown tags are skipped.
 */
export function matchAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const asked = header
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return {
        tag: (tag ?? "").trim().toLowerCase(),
        weight: Number.isFinite(weight) ? weight : 0,
        index,
      };
    })
    .filter((entry) => entry.tag && entry.tag !== "*" && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of asked) {
    const language = tag.split("-")[0];
    if (language === "pt") return "pt-BR";
    const match = LOCALES.find((locale) => locale.toLowerCase() === language);
    if (match) return match;
  }
  return null;
}
