"use client";

import { LazyPushAsk } from "@/components/inbox/lazy-push-ask";
import { LazyInstallPrompt } from "@/components/pwa/lazy-install-prompt";
import { useState } from "react";
import { useLoaded } from "@/components/layout/use-loaded";
import { TierBadgeFrame } from "@/components/rewards/tier-badge-frame";
import { XpBar } from "@/components/rewards/xp-bar";
import { formatNumber } from "@/lib/format";
import { levelFromXp, tierFor, type TierIcon } from "@/lib/rewards/rules";
import type { CardViewProps } from "./card-view";
import { useRewards } from "./rewards-dashboard";

// The figures a redemption changes, each as small a client component as it can be: the
// cards around them are rendered on the server. These use no class merging (tailwind-merge).

/**
 * The header's tier badge and level. `icons`: the icons of the tier the customer is in and of
 * the next, drawn on the server (a punch moves a customer up one tier at most).
 */
export function LiveLevel({ icons }: { icons: Partial<Record<TierIcon, React.ReactNode>> }) {
  const { level } = levelFromXp(useRewards().summary.xp);
  return (
    <>
      <TierBadgeFrame
        level={level}
        icon={icons[tierFor(level).icon]}
        className="ring-1 ring-white/40"
      />
      <span className="text-sm font-semibold" data-testid="dashboard-level">
        Level {formatNumber(level)}
      </span>
    </>
  );
}

/** The header's XP bar, on the purple header. */
export function LiveXpBar() {
  return <XpBar xp={useRewards().summary.xp} inverted />;
}

const loadCardView = () => import("./card-view");

/**
 * The loyalty card, live: as the server drew it (`initial`) until a token changes it, then
 * drawn here from the figures the redemption brought. The drawing's code is not part of the
 * first load: it loads as soon as the page has hydrated, not at the first touch, since a QR
 * scanned with the phone's camera redeems without a touch on the page, and on a first visit
 * the service worker's precaching of every script could hold a later import back for seconds.
 */
export function LiveCard({
  initial,
  ...props
}: Omit<CardViewProps, "card" | "added"> & { initial: React.ReactNode }) {
  const { card, added } = useRewards();
  const [first] = useState(card);
  const changed = card !== first || added !== null;
  const view = useLoaded(loadCardView, true);
  if (!changed || !view) return <>{initial}</>;
  return <view.CardWithClaim card={card} added={added} {...props} />;
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
