// The public pages' sentences about the program (landing, FAQ, join): SPEC.md's words for its
// program ("Every 10th one is on us", "At 10 punches your next product is free"), the same
// sentences made from the shop's own card size and rewards, in the reader's language
// (messages/<locale>/public.json, "program"). A reward's name is the owner's and is shown as
// written; only a name like "Free coffee" reads as "a free coffee" (the messages' `kind`).
import type { useTranslations } from "next-intl";
import type { CardReward } from "@/lib/program/card";
import { isDefaultReward } from "@/lib/program/reward-name";

type ProgramT = ReturnType<typeof useTranslations<"public.program">>;

/**
 * What the sentences need: the `public.program` translator, its language, and the word the
 * program's untouched default reward is in it ("producto": `card.defaultReward.item`).
 */
export type ProgramWords = { t: ProgramT; locale: string; defaultItem?: string };

// SPEC.md's English spells a card's small numbers out ("Ten punches, one free product").
const ENGLISH_WORDS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
  "twenty",
];

/**
 * A card's number as the sentence writes it: English's word up to twenty ("ten", "Ten" at a
 * sentence's start), digits past it and in the other languages.
 */
export function numberWord(n: number, locale: string, capital = false): string {
  const word = locale === "en" ? ENGLISH_WORDS[n] : undefined;
  if (!word) return new Intl.NumberFormat(locale).format(n);
  return capital ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

/**
 * The arguments a reward's name gives a message: "Free coffee" is free `item` "coffee"; the
 * program's untouched default is free `defaultItem`, the reader's word for a product.
 */
export function rewardArgs(
  name: string,
  defaultItem?: string,
): { kind: "free" | "other"; item: string; name: string } {
  const trimmed = name.trim();
  if (defaultItem !== undefined && isDefaultReward(trimmed))
    return { kind: "free", item: defaultItem, name: trimmed };
  const free = /^free\s+(.+)$/i.exec(trimmed);
  return { kind: free ? "free" : "other", item: free?.[1] ?? trimmed, name: trimmed };
}

/** The FAQ's "At 10 punches your next product is free", one clause per reward. */
export function rewardsAtPunches(
  { t, defaultItem }: ProgramWords,
  rewards: readonly CardReward[],
): string {
  return rewards
    .map((r, i) =>
      t(i === 0 ? "atFirst" : "atMore", { count: r.at, ...rewardArgs(r.name, defaultItem) }),
    )
    .join(t("separator"));
}

/** The join page's "Collect 10 punches for a free product", one clause per reward. */
export function collectFor(
  { t, locale, defaultItem }: ProgramWords,
  rewards: readonly CardReward[],
): string {
  const clauses = rewards.map((r, i) =>
    t(i === 0 ? "collect" : "collectMore", { count: r.at, ...rewardArgs(r.name, defaultItem) }),
  );
  return new Intl.ListFormat(locale, { type: "conjunction" }).format(clauses);
}

/** "Ten punches, one free product": the landing page's third step. */
export function cardStepTitle(
  { t, locale, defaultItem }: ProgramWords,
  size: number,
  rewards: readonly CardReward[],
): string {
  const word = numberWord(size, locale, true);
  if (rewards.length > 1) {
    const rewardsWord = numberWord(rewards.length, locale);
    return t("stepTitleMany", { count: size, word, rewards: rewards.length, rewardsWord });
  }
  return t("stepTitleOne", {
    count: size,
    word,
    ...rewardArgs(rewards[0]?.name ?? "", defaultItem),
  });
}

/** "Fill all ten slots and your next product is on us. Text us your username …" */
export function cardStepBody(
  words: ProgramWords,
  size: number,
  rewards: readonly CardReward[],
): string {
  const { t, locale } = words;
  if (rewards.length > 1) {
    return t("stepBodyMany", { rewardsAt: rewardsAtPunches(words, rewards) });
  }
  return t("stepBodyOne", {
    word: numberWord(size, locale),
    ...rewardArgs(rewards[0]?.name ?? "", words.defaultItem),
  });
}

/** The FAQ's "Ten punches earn one free product: text us your username …" */
export function cardRules(
  words: ProgramWords,
  size: number,
  rewards: readonly CardReward[],
): string {
  const { t, locale } = words;
  if (rewards.length > 1) {
    return t("rulesMany", { rewardsAt: rewardsAtPunches(words, rewards) });
  }
  return t("rulesOne", {
    count: size,
    word: numberWord(size, locale, true),
    ...rewardArgs(rewards[0]!.name, words.defaultItem),
  });
}
