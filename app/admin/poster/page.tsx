import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { requireAdmin } from "@/lib/auth/guards";
import { getCardLook } from "@/lib/program/card-query";
import { getShopSettings } from "@/lib/settings/shop";
import { notePosterOpened } from "@/lib/setup/steps";
import { rewardsAtPunches } from "@/components/community/program-words";
import { Poster } from "./_components/poster";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminSetup.poster");
  return { title: t("title") };
}

/**
 * The A5 poster for the counter, in the shop's language (lib/i18n/resolve-locale.ts), whoever
 * prints it: the shop's name and logo, how to get the card in three steps, and the address of
 * the shop's app (never a token: the poster hangs for months). Opening it is the setup guide's
 * last step.
 */
export default async function PosterPage() {
  await requireAdmin();
  const [shop, { look, program }, t, tProgram, tCard, locale] = await Promise.all([
    getShopSettings(),
    getCardLook(),
    getTranslations("adminSetup.poster"),
    getTranslations("public.program"),
    getTranslations("card"),
    getLocale(),
    notePosterOpened(),
  ]);
  const earn = rewardsAtPunches(
    { t: tProgram, locale, defaultItem: tCard("defaultReward.item") },
    program.rewards,
  );
  return (
    <Poster
      publicSiteUrl={shop.publicSiteUrl}
      look={look}
      words={{
        title: t("title"),
        description: t("description"),
        print: t("print"),
        heading: t("heading", { shop: shop.shopName }),
        how: t("how"),
        steps: [t("step1"), t("step2"), t("step3", { earn })],
        address: t("address"),
        scan: t("scan"),
      }}
    />
  );
}
