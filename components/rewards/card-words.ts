// The card's words in the reader's language, for ProgramCard and the dashboard's claim: built
// from the `card` catalogue by whichever translator the screen has (getTranslations on the
// server, useTranslations under a provider). Pure, with no next-intl import of its own.
import type { CardView } from "@/lib/program/card";
import type { Translate } from "@/lib/i18n/text";
import {
  defaultReward,
  isDefaultReward,
  shownRewardName,
  type DefaultReward,
} from "@/lib/program/reward-name";
import { rewardPhrase, yourReward } from "./card-messages";

/** Every sentence ProgramCard shows, for one shop and language. */
export type CardWords = {
  title: string;
  group: string;
  logo: string;
  free: string;
  handedOver: string;
  ready: string;
  /** A reward's name on the card: the program's untouched default in the reader's language. */
  rewardName: (name: string) => string;
  punchesOf: (card: Pick<CardView, "punches" | "size">) => string;
  slot: (number: number, filled: boolean, reward?: { name: string; handedOver: boolean }) => string;
  toGo: (more: number) => string;
  /** With its full stop: "3 more punches for a free cookie." */
  toReward: (more: number, name: string) => string;
  rewardsReady: (names: readonly string[]) => string;
  onNextCard: (waiting: number) => string;
};

/** A translator of the `card` namespace ("card.title"), from either side of the network. */
export type CardTranslate = (key: string, values?: Record<string, string | number>) => string;

/**
 * A reward's name inside a sentence. English reads "Free cookie" as "a free cookie" (SPEC.md's
 * "9 more punches for a free product"); in other languages the owner's name stays as written,
 * and the program's untouched default reads as the language says it (`dflt`, "un producto
 * gratis").
 */
export function rewardIn(locale: string, name: string, own = false, dflt?: DefaultReward): string {
  if (!locale.startsWith("en")) return dflt && isDefaultReward(name) ? dflt.phrase : name.trim();
  return own ? yourReward(name) : rewardPhrase(name);
}

/** A list of names as the language joins them: "Free cookie, Free coffee". */
export function listOf(locale: string, names: readonly string[], type: "unit" | "conjunction") {
  return new Intl.ListFormat(locale, { style: type === "unit" ? "short" : "long", type }).format(
    names,
  );
}

export function cardWords(t: CardTranslate, locale: string, shopName: string): CardWords {
  const dflt = defaultReward(t);
  const named = (name: string) => shownRewardName(name, dflt);
  return {
    title: t("title"),
    group: t("group", { shop: shopName }),
    logo: t("logo", { shop: shopName }),
    free: t("free"),
    handedOver: t("handedOver"),
    ready: t("ready"),
    rewardName: named,
    punchesOf: (card) => t("punchesOf", { punches: card.punches, size: card.size }),
    slot: (number, filled, reward) => {
      const done = filled ? "true" : "false";
      if (!reward) return t("slot", { number, filled: done });
      const state = reward.handedOver ? "handed" : filled ? "ready" : "ahead";
      return t("slotReward", { number, filled: done, reward: named(reward.name), state });
    },
    toGo: (more) => t("toGo", { count: more }),
    toReward: (more, name) =>
      t("toReward", { count: more, reward: rewardIn(locale, name, false, dflt) }),
    rewardsReady: (names) =>
      t("rewardsReady", { rewards: listOf(locale, names.map(named), "unit") }),
    onNextCard: (waiting) => t("onNextCard", { count: waiting }),
  };
}

/** The `card` namespace of a next-intl translator, as cardWords takes it. */
export const asCardTranslate = (t: unknown): CardTranslate => t as Translate;
