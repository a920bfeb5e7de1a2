import type { CardReward } from "./card";
import { isDefaultReward } from "./reward-name";

/**
 * What {reward} stands for in the shop's messages ("a free {reward}"): the card's last reward,
 * what a full card earns, without its "Free" ("Free coffee" reads "a free coffee"); a name
 * without one stays as written. The program's untouched default is `defaultItem`, the
 * catalogue's word in the message's language (`card.defaultReward.item`: "producto").
 */
export function rewardWord(rewards: readonly CardReward[], defaultItem = "product"): string {
  return nameWord(rewards.at(-1)?.name, defaultItem);
}

/** One reward's name as {reward} reads it (card-sql.ts's rewardWordSql does the same in SQL). */
export function nameWord(reward: string | undefined, defaultItem = "product"): string {
  const name = reward?.trim() ?? "";
  if (name === "" || isDefaultReward(name)) return defaultItem;
  return /^free\s+(.+)$/i.exec(name)?.[1] ?? name;
}

/** Each reward with its {reward} word, for the previews (lib/messaging/placeholders.ts). */
export function rewardWords(rewards: readonly CardReward[], defaultItem = "product") {
  return rewards.map((r) => ({ at: r.at, word: nameWord(r.name, defaultItem) }));
}
