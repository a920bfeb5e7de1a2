// The dashboard's words as its page gives them, in English, for the component tests beside it.
import { createTranslator } from "next-intl";
import { asCardTranslate } from "@/components/rewards/card-words";
import type { IntlProps } from "@/lib/i18n/intl-props";
import { ENGLISH_MESSAGES } from "@/tests/support/english";
import { dashboardWords } from "./dashboard-words";

export const ENGLISH_INTL: IntlProps = {
  locale: "en",
  timeZone: "UTC",
  messages: ENGLISH_MESSAGES,
};

const card = asCardTranslate(
  createTranslator({ locale: "en", messages: ENGLISH_MESSAGES, namespace: "card" }),
);

/** What the page passes RewardsDashboard for these figures. */
export function englishWords(summary: { xp: number; freeTokens: readonly string[] }) {
  return dashboardWords(card, summary);
}
