import "server-only";
import type { AutomationKind } from "@/lib/db/schema";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { AUTOMATION_KIND_VALUES } from "@/lib/messaging/shop-message-schema";
import type { AutomationText } from "./placeholders";
import { wordsIn } from "./words";

/** Each automation's texts in the catalogue (messages/<locale>/messaging.json). */
const KEYS: Record<AutomationKind, string> = {
  welcome: "welcome",
  one_away: "oneAway",
  reward_waiting: "rewardWaiting",
  miss_you: "missYou",
  birthday: "birthday",
};

// The catalogue writes a placeholder as an ICU argument. Asked for with each placeholder's own
// token as its value, a text comes back with the tokens in it, which the sender fills for
// each customer as it fills an owner's text.
const TOKENS = { name: "{name}", shop: "{shop}", punches: "{punches}", reward: "{reward}" };

/** The texts each automation starts with, in `locale`, with their placeholders unfilled. */
export async function automationDefaults(
  locale: Locale,
): Promise<Record<AutomationKind, AutomationText>> {
  const t = await wordsIn(locale);
  const text = (kind: AutomationKind, part: "title" | "body") =>
    t(`messaging.automations.${KEYS[kind]}.${part}`, TOKENS);
  return Object.fromEntries(
    AUTOMATION_KIND_VALUES.map((kind) => [
      kind,
      { title: text(kind, "title"), body: text(kind, "body") },
    ]),
  ) as Record<AutomationKind, AutomationText>;
}

/**
 * Whether a title and body are an automation's default in one of the languages: what an owner
 * saves without rewording it (switching it on, changing the days) is no edit, so each customer
 * keeps getting it in their own language.
 */
export async function isDefaultText(kind: AutomationKind, text: AutomationText): Promise<boolean> {
  for (const locale of LOCALES) {
    const own = (await automationDefaults(locale))[kind];
    if (own.title === text.title && own.body === text.body) return true;
  }
  return false;
}
