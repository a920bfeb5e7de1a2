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

/**
 * Which of the card's rewards a message's {reward} names: "next", the first not reached yet
 * (One punch away: the cookie at 5 for a card at 4, not the coffee at 10); "waiting", the first
 * reached and not handed over (Reward waiting); "last", what a full card earns (every other
 * message: "a full card earns you a free {reward}"). card-sql.ts's rewardWordSql is the same
 * rule in SQL, for the sending.
 */
export type RewardAbout = "next" | "waiting" | "last";

const ABOUT: Record<string, RewardAbout> = {
  one_away: "next",
  "one-away": "next",
  reward_waiting: "waiting",
  "reward-waiting": "waiting",
};

/** What an automation's kind ("one_away") or a campaign's segment ("one-away") is about. */
export const rewardAboutOf = (kind: string): RewardAbout => ABOUT[kind] ?? "last";

/**
 * The reward `about` names on a card at `punches`, rewards in card order (`handed`: bit i set
 * when rewards[i] was handed over); the last when none fits (a card past every reward).
 */
export function rewardAbout<T extends { at: number }>(
  rewards: readonly T[],
  about: RewardAbout,
  punches: number,
  handed = 0,
): T | undefined {
  const found =
    about === "next"
      ? rewards.find((r) => r.at > punches)
      : about === "waiting"
        ? rewards.find((r, i) => r.at <= punches && (handed & (1 << i)) === 0)
        : undefined;
  return found ?? rewards.at(-1);
}

/** A reward as a preview names it: where it is on the card and its {reward} word. */
export type RewardWord = { at: number; word: string };

/**
 * The preview's sample card for a message `about` a reward: one punch from the first reward
 * (next), at it (waiting), else `punches`; with the {reward} the sending would fill for it.
 */
export function sampleCard(
  rewards: readonly RewardWord[],
  about: RewardAbout,
  punches: number,
): { punches: number; reward: string } {
  const first = rewards[0];
  const at = !first || about === "last" ? punches : about === "next" ? first.at - 1 : first.at;
  return { punches: at, reward: rewardAbout(rewards, about, at)?.word ?? "" };
}
