import "server-only";
import { DEFAULT_LOCALE, isLocale } from "@/lib/i18n/locales";
import { readProgram } from "@/lib/program/read";
import { rewardWord } from "@/lib/program/reward-word";
import { readShopSettings } from "@/lib/settings/shop";
import type { PlaceholderValues } from "./placeholders";
import { wordsIn } from "./words";

/**
 * A campaign's shop-wide placeholders: the shop's name and {reward}, the program's last reward
 * in the shop's language (the campaign is the owner's words, in that language). The same for
 * the form's preview and the sending.
 */
export async function shopPlaceholders(): Promise<Pick<PlaceholderValues, "shop" | "reward">> {
  const settings = await readShopSettings();
  const t = await wordsIn(isLocale(settings.language) ? settings.language : DEFAULT_LOCALE);
  const { rewards } = await readProgram();
  return { shop: settings.shopName, reward: rewardWord(rewards, t("card.defaultReward.item")) };
}
