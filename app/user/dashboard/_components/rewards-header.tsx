import { TierBadge } from "@/components/rewards/tier-badge";
import { XpBar } from "@/components/rewards/xp-bar";
import { LogoutButton } from "@/components/layout/logout-button";
import { levelFromXp } from "@/lib/rewards/rules";
import { formatNumber } from "@/lib/format";

export function RewardsHeader({ username, xp }: { username: string; xp: number }) {
  const { level } = levelFromXp(xp);
  return (
    <header className="from-primary text-primary-foreground rounded-2xl bg-gradient-to-br to-[oklch(0.36_0.17_295)] p-5 shadow-lg">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm text-white/80">My Rewards</p>
          <h1
            className="truncate text-2xl font-bold"
            title={username}
            data-testid="dashboard-username"
          >
            {username}
          </h1>
          <div className="mt-2 flex items-center gap-2">
            <TierBadge level={level} className="ring-1 ring-white/40" />
            <span className="text-sm font-semibold" data-testid="dashboard-level">
              Level {formatNumber(level)}
            </span>
          </div>
        </div>
        <LogoutButton variant="secondary" />
      </div>
      <div className="mt-4">
        <XpBar xp={xp} inverted />
      </div>
    </header>
  );
}
