import { useTranslations } from "next-intl";
import { InboxBell } from "@/components/inbox/inbox-bell";
import { LogoutButton } from "@/components/layout/logout-button";
import { tierIcon } from "@/components/rewards/tier-badge";
import { levelFromXp, TIERS, tierFor } from "@/lib/rewards/rules";
import { LiveLevel, LiveXpBar } from "./live-figures";

/** Rendered on the server; the level and the XP bar are the client parts (live-figures.tsx). */
export function RewardsHeader({ username, xp }: { username: string; xp: number }) {
  const tier = tierFor(levelFromXp(xp).level);
  const next = TIERS[TIERS.indexOf(tier) + 1] ?? tier;
  const icons = { [tier.icon]: tierIcon(tier.icon), [next.icon]: tierIcon(next.icon) };
  const t = useTranslations("card.dashboard");
  return (
    <header className="from-primary text-primary-foreground rounded-2xl bg-gradient-to-br to-[oklch(0.36_0.17_295)] p-5 shadow-lg">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm text-white/80">{t("myRewards")}</p>
          {/* Whole, on as many lines as it takes: a phone has no tooltip to show the rest. */}
          <h1
            className="text-xl font-bold wrap-anywhere sm:text-2xl"
            title={username}
            data-testid="dashboard-username"
          >
            {username}
          </h1>
          <div className="mt-2 flex items-center gap-2">
            <LiveLevel icons={icons} />
          </div>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <InboxBell inverted />
          <LogoutButton variant="secondary" />
        </div>
      </div>
      <div className="mt-4">
        <LiveXpBar />
      </div>
    </header>
  );
}
