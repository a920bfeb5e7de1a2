import type { CardTranslate } from "@/components/rewards/card-words";
import { levelFromXp, tierFor } from "@/lib/rewards/rules";

/**
 * The dashboard's first-load client parts take their words from the page, translated on the
 * server: next-intl's client code would not fit the dashboard's 150 KB (docs/languages.md).
 * The figures a token changes are said again by the translator that loads after the first
 * paint (rewards-dashboard.tsx); these are the same sentences for the figures the page had.
 */
export type DashboardWords = {
  level: string;
  xpProgress: string;
  tier: string;
  freePunches: string;
  freeNoteFull: string;
  freeNoteOpen: string;
  useFree: string;
  tabsLabel: string;
  scanQr: string;
  enterCode: string;
  scanHint: string;
  addPunch: string;
  dismiss: string;
};

/** A tier's key in the catalogue (`card.tiers.gold`). */
export const tierKey = (name: string) => name.toLowerCase();

/** `t`: the `card` namespace (getTranslations("card") on the page). */
export function dashboardWords(
  t: CardTranslate,
  { xp, freeTokens }: { xp: number; freeTokens: readonly string[] },
): DashboardWords {
  const progress = levelFromXp(xp);
  return {
    level: t("dashboard.level", { level: progress.level }),
    xpProgress: t("dashboard.xpProgress", { level: progress.level, percent: progress.percent }),
    tier: t(`tiers.${tierKey(tierFor(progress.level).name)}`),
    freePunches: t("dashboard.freePunches", { count: freeTokens.length }),
    freeNoteFull: t("dashboard.freeNoteFull"),
    freeNoteOpen: t("dashboard.freeNoteOpen"),
    useFree: t("dashboard.useFree"),
    tabsLabel: t("dashboard.tabsLabel"),
    scanQr: t("dashboard.scanQr"),
    enterCode: t("dashboard.enterCode"),
    scanHint: t("dashboard.scanHint"),
    addPunch: t("dashboard.addPunch"),
    dismiss: t("dashboard.dismiss"),
  };
}
