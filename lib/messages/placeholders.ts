// The placeholders an owner may write in a message, and the texts the shop's own messages start
// with. Pure and import-free: the sender fills them on the server, the admin preview in the
// browser, with the same function.

/** What a message's text may name, filled for each customer. */
export type PlaceholderValues = {
  name: string;
  shop: string;
  punches: number | string;
  reward: string;
};
export type PlaceholderKey = keyof PlaceholderValues;

/** The placeholders an owner may type, with what each stands for (the admin form lists them). */
export const PLACEHOLDERS: readonly { key: PlaceholderKey; token: string; meaning: string }[] = [
  {
    key: "name",
    token: "{name}",
    meaning: "The customer's first name (their username when they gave no name)",
  },
  { key: "shop", token: "{shop}", meaning: "The shop's name" },
  { key: "punches", token: "{punches}", meaning: "The punches on the customer's card, 0 to 10" },
  { key: "reward", token: "{reward}", meaning: "What a full card earns, such as coffee" },
];

const KEYS = new Set<string>(PLACEHOLDERS.map((p) => p.key));
const PATTERN = /\{([a-z]+)\}/g;

/**
 * The text with each known placeholder replaced. A placeholder whose value is not given, and
 * any other word in braces, is left as typed: the campaign fan-out fills the shop's values
 * here and the customer's own in SQL.
 */
export function fillPlaceholders(text: string, values: Partial<PlaceholderValues>): string {
  return text.replace(PATTERN, (whole, key: string) => {
    if (!KEYS.has(key)) return whole;
    const value = values[key as PlaceholderKey];
    return value === undefined ? whole : String(value);
  });
}

/** The words in braces a text uses that are no placeholder ("{nmae}"), each once. */
export function unknownPlaceholders(text: string): string[] {
  const unknown = new Set<string>();
  for (const match of text.matchAll(/\{([^{}\s]*)\}/g)) {
    if (!KEYS.has(match[1]!)) unknown.add(match[0]);
  }
  return [...unknown];
}

/**
 * What {name} becomes: the first word of the customer's name, or their username when the
 * name is blank (bulk and imported accounts often have none).
 */
export function customerName({ name, username }: { name: string; username: string }): string {
  const first = name.trim().split(/\s+/)[0];
  return first ? first : username;
}

export type AutomationText = { title: string; body: string };

/**
 * The texts each message the shop sends on its own starts with, in the shop's voice; the
 * owner edits them at /admin/messages. Keyed by the automation's kind.
 */
export const AUTOMATION_DEFAULTS = {
  welcome: {
    title: "Welcome to {shop}, {name}!",
    body: "Every visit adds a punch to your card. A full card earns you a free {reward}.",
  },
  one_away: {
    title: "One more punch, {name}",
    body: "Your next visit fills your card: a free {reward} is waiting at {shop}.",
  },
  reward_waiting: {
    title: "Your free {reward} is still here",
    body: "Your card is full, {name}. Show it at the counter next time you pass {shop}.",
  },
  miss_you: {
    title: "We miss you, {name}",
    body: "It's been a while! Your card is at {punches} of 10. Come by {shop} and add the next punch.",
  },
  birthday: {
    title: "Happy birthday, {name}!",
    body: "A free punch from {shop}, on us: it's on your card for the next 30 days.",
  },
} as const satisfies Record<string, AutomationText>;
