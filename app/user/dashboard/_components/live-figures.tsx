"use client";

import { LazyPushAsk } from "@/components/inbox/lazy-push-ask";
import { LazyInstallPrompt } from "@/components/pwa/lazy-install-prompt";
import { punchesAdded, waitingRewards } from "@/components/rewards/card-messages";
import { ProgramCard, type CardLook } from "@/components/rewards/program-card";
import { TierBadgeFrame } from "@/components/rewards/tier-badge-frame";
import { XpBar } from "@/components/rewards/xp-bar";
import { formatNumber } from "@/lib/format";
import { levelFromXp, tierFor, type TierIcon } from "@/lib/rewards/rules";
import { CardClaim, type ClaimContact } from "./card-claim";
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

/**
 * The loyalty card as the program draws it, live: after each token its slots, what is next,
 * what is ready and what waits for the next card, with the token's "+3" by the count; then
 * how to collect a reward once one is ready.
 */
export function LiveCard({
  look,
  shopName,
  terms,
  contact,
}: {
  look: CardLook;
  shopName: string;
  terms: string;
  contact: ClaimContact;
}) {
  const { card, added } = useRewards();
  const ready = waitingRewards(card).map((r) => r.name);
  return (
    <ProgramCard
      card={card}
      look={look}
      shopName={shopName}
      terms={terms || undefined}
      countTestId="punch-count"
      countBadge={
        // A token of one punch reads as today: the toast says it.
        added !== null &&
        added > 1 && (
          <span
            key={`${card.punches}-${card.waiting}`}
            className="bg-success text-success-foreground animate-in fade-in zoom-in rounded-full px-2 py-0.5 text-sm font-bold tabular-nums"
            data-testid="punches-added"
            aria-hidden
          >
            {punchesAdded(added)}
          </span>
        )
      }
    >
      {ready.length > 0 && <CardClaim ready={ready} complete={card.isComplete} contact={contact} />}
    </ProgramCard>
  );
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
