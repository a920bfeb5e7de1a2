import type { CardReward } from "./card";

/**
 * What {reward} stands for in the shop's messages ("a free {reward}"): the card's last reward,
 * what a full card earns, without its "Free" ("Free coffee" reads "a free coffee"); a name
 * without one stays as written.
 */
export function rewardWord(rewards: readonly CardReward[]): string {
  const name = rewards.at(-1)?.name.trim() || "product";
  return /^free\s+(.+)$/i.exec(name)?.[1] ?? name;
}
