import "server-only";
import { createTranslator } from "next-intl";
import { loadMessages } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import type { Translate } from "../i18n/text.ts";

/**
 * The catalogue in one language for what the shop sends by itself, outside any request (the
 * automations' run, a reward's message after the punch): `t("messaging.levelUp.title")`. The
 * same as lib/i18n/server.ts's translatorFor, without next-intl's server entry, which the
 * jobs and their tests do not need.
 */
export async function wordsIn(locale: Locale): Promise<Translate> {
  const messages = await loadMessages(locale);
  return createTranslator({ locale, messages }) as unknown as Translate;
}
