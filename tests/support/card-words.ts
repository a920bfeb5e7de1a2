import { createTranslator } from "next-intl";
import { asCardTranslate, cardWords, type CardWords } from "@/components/rewards/card-words";
import { ENGLISH_MESSAGES } from "./english";

const card = asCardTranslate(
  createTranslator({ locale: "en", messages: ENGLISH_MESSAGES, namespace: "card" }),
);

/** ProgramCard's words from the English catalogue, as a screen's translator makes them. */
export function englishCatalogueCardWords(shopName: string): CardWords {
  return cardWords(card, "en", shopName);
}
