import type { CardReward } from "./card";
import { isDefaultReward } from "./reward-name";

/**
 * What {reward} stands for in the shop's messages ("a free {reward}"): the card's last reward,
 * what a full card earns, without its "Free" ("Free coffee" reads "a free coffee"); a name
 * without one stays as written. The program's untouched default is `defaultItem`, the
 * catalogue's word in the message's language (`card.defaultReward.item`: "producto").
 */
export function rewardWord(rewards: readonly CardReward[], defaultItem = "product"): string {
  const name = rewards.at(-1)?.name.trim() ?? "";
  if (name === "" || isDefaultReward(name)) return defaultItem;
  return /^free\s+(.+)$/i.exec(name)?.[1] ?? name;
}
