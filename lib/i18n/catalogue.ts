import "server-only";
import { DEFAULT_LOCALE, type Locale } from "./locales";

/**
 * The catalogue's parts: one JSON file per part and language, messages/<locale>/<part>.json,
 * each read as the namespace of the same name ("shop.cartEmpty"). A part belongs to one area of
 * the app (docs/languages.md), so two changes to different areas never touch the same file.
 */
export const NAMESPACES = [
  "common",
  "public",
  "auth",
  "join",
  "card",
  "customer",
  "shop",
  "counter",
  "adminCounter",
  "admin",
  "adminCatalog",
  "adminSettings",
  "messaging",
  "errors",
  "referrals",
  "invite",
  "adminInvite",
  "adminWallet",
  "walletButtons",
  "walletPass",
  "adminSetup",
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export type Messages = Record<string, unknown>;

const loaded = new Map<Locale, Promise<Messages>>();

async function read(locale: Locale): Promise<Messages> {
  const parts = await Promise.all(
    NAMESPACES.map(
      async (ns) =>
        [ns, (await import(`../../messages/${locale}/${ns}.json`)).default as Messages] as const,
    ),
  );
  return Object.fromEntries(parts);
}

/**
 * Every message of one language, read once per server. A key a translation lacks falls back
 * to English (the catalogue test refuses such a gap; this keeps a slip from showing a key).
 */
export function loadMessages(locale: Locale): Promise<Messages> {
  let messages = loaded.get(locale);
  if (!messages) {
    messages =
      locale === DEFAULT_LOCALE
        ? read(locale)
        : Promise.all([read(DEFAULT_LOCALE), read(locale)]).then(([en, own]) => deepMerge(en, own));
    loaded.set(locale, messages);
  }
  return messages;
}

function isObject(value: unknown): value is Messages {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function deepMerge(base: Messages, over: Messages): Messages {
  const out: Messages = { ...base };
  for (const [key, value] of Object.entries(over)) {
    out[key] = isObject(value) && isObject(base[key]) ? deepMerge(base[key], value) : value;
  }
  return out;
}

/** Only the namespaces a client component uses: what a NextIntlClientProvider is given. */
export function pickMessages(messages: Messages, namespaces: readonly Namespace[]): Messages {
  return Object.fromEntries(namespaces.map((ns) => [ns, messages[ns] ?? {}]));
}
