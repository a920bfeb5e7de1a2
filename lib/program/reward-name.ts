// A reward's name is the owner's and is shown as written, in every language. The one exception
// is the name a program starts with, SPEC.md's "Free product": stored in English with the
// program and every card, it is shown in the reader's language (the catalogue's
// `card.defaultReward`) until the owner writes a name of their own. Every place that shows a
// reward's name to a customer or to staff goes through these helpers; the admin's program
// form shows the name as stored, for editing.
import { DEFAULT_REWARD_NAME } from "./card";

/**
 * The default's words in one language: its name ("Producto gratis"), the item of "a free
 * {item}" ("producto") and the phrase a sentence of the card uses ("un producto gratis").
 */
export type DefaultReward = { name: string; item: string; phrase: string };

/** A translator of the `card` namespace, or of the whole catalogue with `prefix` "card.". */
type Translate = (key: string) => string;

/** The default's words from a translator: `defaultReward(t)`, or `defaultReward(t, "card.")`. */
export function defaultReward(t: Translate, prefix = ""): DefaultReward {
  return {
    name: t(`${prefix}defaultReward.name`),
    item: t(`${prefix}defaultReward.item`),
    phrase: t(`${prefix}defaultReward.phrase`),
  };
}

/** The program's own name, untouched by the owner. */
export function isDefaultReward(name: string): boolean {
  return name.trim() === DEFAULT_REWARD_NAME;
}

/** A reward's name as the reader reads it: the untouched default in their language, others as written. */
export function shownRewardName(name: string, words: DefaultReward): string {
  return isDefaultReward(name) ? words.name : name;
}
