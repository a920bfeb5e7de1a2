import "server-only";
import { getLocale, getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { commonWordsIn, type CommonWords } from "./common-words-list";

/** The primitives' words (common-words.tsx) in this request's language. */
export async function commonWords(): Promise<CommonWords> {
  const [t, locale] = await Promise.all([getTranslations("common"), getLocale()]);
  return commonWordsIn(t, locale as Locale);
}
