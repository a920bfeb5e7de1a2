import "server-only";
import { createTranslator } from "next-intl";
import { getTranslations } from "next-intl/server";
import { loadMessages, type Namespace } from "./catalogue";
import type { Locale } from "./locales";
import { translateText, type Translate } from "./text";

/**
 * A translator for a language chosen by the caller, outside any page: a job sending a
 * customer's push in their language, the counter's printed sheets in the shop's, an API
 * answer's refusal (lib/api/route.ts).
 */
export async function translatorFor(locale: Locale, timeZone?: string): Promise<Translate> {
  const messages = await loadMessages(locale);
  return createTranslator({ locale, messages, timeZone }) as unknown as Translate;
}

/** The same for one namespace: `(await translatorIn("ar", "messaging"))("rewardWaiting.title")`. */
export async function translatorIn(locale: Locale, namespace: Namespace, timeZone?: string) {
  const messages = await loadMessages(locale);
  return createTranslator({ locale, messages, namespace, timeZone });
}

/**
 * For a server component: shows a sentence from lib/ (a key made by `m()`, or other text as
 * it is) in this request's language.
 */
export async function getText(): Promise<(text: string) => string> {
  const t = (await getTranslations()) as unknown as Translate;
  return (text) => translateText(text, t);
}
