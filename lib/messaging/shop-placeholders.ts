import "server-only";
import type { SQL } from "drizzle-orm";
import { DEFAULT_LOCALE, isLocale } from "@/lib/i18n/locales";
import type { CardReward } from "@/lib/program/card";
import { readProgram } from "@/lib/program/read";
import { nameWord, rewardWords } from "@/lib/program/reward-word";
import { readShopSettings } from "@/lib/settings/shop";
import { rewardWordSql } from "./card-sql";
import { rewardAbout, type RewardAbout, type RewardWord } from "./placeholders";
import { wordsIn } from "./words";

/** What a campaign fills beside each customer's own values: the shop's name, and the program. */
export type ShopPlaceholders = {
  shop: string;
  /** The untouched default reward's word in the shop's language ("producto"). */
  defaultItem: string;
  rewards: readonly CardReward[];
};

/**
 * A campaign's shop-wide placeholders: the shop's name, and what {reward} is read from (the
 * campaign is the owner's words, in the shop's language). The same for the form's preview and
 * the sending.
 */
export async function shopPlaceholders(): Promise<ShopPlaceholders> {
  const settings = await readShopSettings();
  const t = await wordsIn(isLocale(settings.language) ? settings.language : DEFAULT_LOCALE);
  const { rewards } = await readProgram();
  return { shop: settings.shopName, defaultItem: t("card.defaultReward.item"), rewards };
}

/** The program's rewards with their {reward} words, for a preview's sample card. */
export const previewRewards = (shop: ShopPlaceholders): RewardWord[] =>
  rewardWords(shop.rewards, shop.defaultItem);

/**
 * Each customer's {reward} for a message `about` a reward, in SQL: on their own card (which
 * keeps the rewards it started with); a customer with no card yet, on the program's.
 */
export function customerReward(
  rewards: readonly CardReward[],
  about: RewardAbout,
  defaultItem: string,
): SQL {
  const noCard = nameWord(rewardAbout(rewards, about, 0)?.name, defaultItem);
  return rewardWordSql(about, defaultItem, noCard);
}
