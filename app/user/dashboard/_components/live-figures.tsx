"use client";

import { LazyPushAsk } from "@/components/inbox/lazy-push-ask";
import { LazyInstallPrompt } from "@/components/pwa/lazy-install-prompt";
import { useState } from "react";
import { TierBadgeFrame } from "@/components/rewards/tier-badge-frame";
import { XpBar } from "@/components/rewards/xp-bar";
import { levelFromXp, tierFor, type TierIcon } from "@/lib/rewards/rules";
import type { CardViewProps } from "./card-drawing";
import { tierKey } from "./dashboard-words";
import { useRewards } from "./rewards-dashboard";

// The figures a redemption changes, each as small a client component as it can be: the
// cards around them are rendered on the server. These use no class merging (tailwind-merge).
// Their words: the page's (`words`) until the translator has loaded (`t`), which says the
// same for the same figures and the new ones after a token.

/**
 * The header's tier badge and level. `icons`: the icons of the tier the customer is in and of
 * the next, drawn on the server (a punch moves a customer up one tier at most).
 */
export function LiveLevel({ icons }: { icons: Partial<Record<TierIcon, React.ReactNode>> }) {
  const { summary, words, t } = useRewards();
  const { level } = levelFromXp(summary.xp);
  const tier = tierFor(level);
  return (
    <>
      <TierBadgeFrame
        level={level}
        name={t ? t(`card.tiers.${tierKey(tier.name)}`) : words.tier}
        icon={icons[tier.icon]}
        className="ring-1 ring-white/40"
      />
      <span className="text-sm font-semibold whitespace-nowrap" data-testid="dashboard-level">
        {t ? t("card.dashboard.level", { level }) : words.level}
      </span>
    </>
  );
}

/** The header's XP bar, on the purple header. */
export function LiveXpBar() {
  const { summary, words, t, intl } = useRewards();
  const { level, percent } = levelFromXp(summary.xp);
  const label = t ? t("card.dashboard.xpProgress", { level, percent }) : words.xpProgress;
  return <XpBar xp={summary.xp} label={label} locale={intl.locale} inverted />;
}

/**
 * The loyalty card, live: as the server drew it (`initial`) until a token changes it, then
 * drawn here from the figures the redemption brought. The drawing's code is not part of the
 * first load (rewards-dashboard.tsx loads it once the page has hydrated).
 */
export function LiveCard({
  initial,
  ...props
}: Omit<CardViewProps, "card" | "added"> & { initial: React.ReactNode }) {
  const { card, added, view, intl } = useRewards();
  const [first] = useState(card);
  const changed = card !== first || added !== null;
  if (!changed || !view) return <>{initial}</>;
  return <view.CardWithClaim card={card} added={added} intl={intl} {...props} />;
}

/**
 * The install offer, once the customer has collected a punch: on a first visit the card and
 * the punch come first, and the offer follows the first one (live, without a reload).
 */
export function InstallAfterFirstPunch() {
  const { punches, cycle } = useRewards().summary;
  return punches > 0 || cycle > 0 ? <LazyInstallPrompt className="w-full" /> : null;
}

/**
 * The ask for notifications, once the customer has collected a punch, like the install offer:
 * a first visit is for the card; from the first punch on there is something worth hearing about.
 */
export function NotifyAfterFirstPunch() {
  const { punches, cycle } = useRewards().summary;
  return punches > 0 || cycle > 0 ? <LazyPushAsk where="dashboard" /> : null;
}
