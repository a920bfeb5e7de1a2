"use client";

import { LazyPushAsk } from "@/components/inbox/lazy-push-ask";
import { LazyInstallPrompt } from "@/components/pwa/lazy-install-prompt";
import { PunchGrid } from "@/components/rewards/punch-grid";
import { TierBadgeFrame } from "@/components/rewards/tier-badge-frame";
import { XpBar } from "@/components/rewards/xp-bar";
import { Progress } from "@/components/ui/progress";
import { formatNumber } from "@/lib/format";
import { levelFromXp, PUNCHES_PER_CARD, tierFor, type TierIcon } from "@/lib/rewards/rules";
import { punchesToGo } from "@/lib/users/join-messages";
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

/** "6 / 10" on the loyalty card. */
export function LivePunchCount() {
  const { punches } = useRewards().summary;
  return (
    <span className="text-2xl font-bold tabular-nums" data-testid="punch-count">
      {punches} / {PUNCHES_PER_CARD}
    </span>
  );
}

/**
 * The loyalty card's bar and slots, then `complete` (rendered on the server: how to claim the
 * free product) once the card is full, or what is left to fill it.
 */
export function LiveCard({
  complete,
  rewardName,
}: {
  complete: React.ReactNode;
  rewardName: string;
}) {
  const { punches, isComplete } = useRewards().summary;
  return (
    <>
      <Progress
        value={(punches / PUNCHES_PER_CARD) * 100}
        aria-label={`${punches} of ${PUNCHES_PER_CARD} punches`}
      />
      <PunchGrid punches={punches} />
      {isComplete ? (
        complete
      ) : (
        <p className="text-muted-foreground text-center text-sm" data-testid="punches-to-go">
          {punchesToGo(PUNCHES_PER_CARD - punches, rewardName)}.
        </p>
      )}
    </>
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
