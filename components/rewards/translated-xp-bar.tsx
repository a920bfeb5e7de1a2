"use client";

import { useLocale, useTranslations } from "next-intl";
import { levelFromXp } from "@/lib/rewards/rules";
import { XpBar } from "./xp-bar";

/**
 * The XP bar on screens under the "card" catalogue (the counter's and the owner's customer
 * views): its name and figures in the reader's language. The dashboard's first load passes
 * them to XpBar itself, without next-intl.
 */
export function TranslatedXpBar({ xp }: { xp: number }) {
  const t = useTranslations("card");
  const locale = useLocale();
  const { level, percent } = levelFromXp(xp);
  return <XpBar xp={xp} label={t("dashboard.xpProgress", { level, percent })} locale={locale} />;
}
