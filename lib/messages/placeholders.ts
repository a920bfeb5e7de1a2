// The placeholders an owner may write in a message. Pure and import-free: the sender fills them
// on the server, the admin preview in the browser, with the same function. The texts the shop's
// own messages start with are in the catalogue (messages/<locale>/messaging.json, automations).

/** What a message's text may name, filled for each customer. */
export type PlaceholderValues = {
  name: string;
  shop: string;
  punches: number | string;
  reward: string;
};
export type PlaceholderKey = keyof PlaceholderValues;

/**
 * The placeholders an owner may type, the same in every language (what each stands for is in
 * the catalogue: adminSettings.messages.placeholders.meanings).
 */
export const PLACEHOLDERS: readonly { key: PlaceholderKey; token: string }[] = [
  { key: "name", token: "{name}" },
  { key: "shop", token: "{shop}" },
  { key: "punches", token: "{punches}" },
  { key: "reward", token: "{reward}" },
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
