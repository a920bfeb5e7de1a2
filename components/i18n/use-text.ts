"use client";

import { useTranslations } from "next-intl";
import { translateText, type Translate } from "@/lib/i18n/text";

/**
 * Shows a sentence from lib/ (a validation message, a refusal made with `m()`) in the reader's
 * language; other text (an owner's words, an API answer already translated) as it is. Needs
 * the namespaces the keys are in from the nearest IntlProvider (usually "errors").
 */
export function useText(): (text: string) => string {
  const t = useTranslations() as unknown as Translate;
  return (text) => translateText(text, t);
}
