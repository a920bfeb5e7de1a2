import { useLocale, useTranslations } from "next-intl";
import { asCardTranslate, cardWords, type CardWords } from "./card-words";

/**
 * ProgramCard's sentences in the reader's language, for a screen whose provider carries the
 * `card` namespace. Not for the dashboard's first load, which takes its words as props.
 */
export function useCardWords(shopName: string): CardWords {
  const t = useTranslations("card");
  const locale = useLocale();
  return cardWords(asCardTranslate(t), locale, shopName);
}
