"use client";

import { useTranslations } from "next-intl";
import { translateText, type Translate } from "@/lib/i18n/text";

/**
 * Shows a sentence from lib/ (a validation message, a refusal made with `m()`) in the reader's
 * language; other text (an owner's words, an API answer already translated) as it is. Needs
 * the namespaces the keys are in from the nearest IntlProvider (usually "errors").
 */
export function useText(): (text: string) => string {
  let t: Translate | null = null;
  try {
    // Called on every render in the same place; only its throw (no provider) is caught.
    // eslint-disable-next-line react-hooks/rules-of-hooks
    t = useTranslations() as unknown as Translate;
  } catch {
    // No provider above (a part of a first-load page): the text goes as it came, and the
    // toaster, which has the catalogue, translates a key as it shows it.
  }
  return (text) => (t ? translateText(text, t) : text);
}
