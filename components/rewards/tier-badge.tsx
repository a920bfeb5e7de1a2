import { Crown, Diamond, Flame, Gem, Shield, Star, Trophy, type LucideIcon } from "lucide-react";
import { tierFor, type TierIcon } from "@/lib/rewards/rules";
import { clsx } from "clsx";

const ICONS: Record<TierIcon, LucideIcon> = {
  shield: Shield,
  star: Star,
  crown: Crown,
  gem: Gem,
  diamond: Diamond,
  flame: Flame,
  trophy: Trophy,
};

/**
 * The level's tier name, icon and colours. A caller's `className` is joined, not merged: pass
 * only classes the badge does not set (a ring, a margin). The dashboard renders it in the
 * browser, where merging would cost tailwind-merge's 8 KB.
 */
export function TierBadge({ level, className }: { level: number; className?: string }) {
  const tier = tierFor(level);
  const Icon = ICONS[tier.icon];
  return (
    <span
      className={clsx(
        "inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
        className,
      )}
      style={{ backgroundColor: tier.color, color: tier.textColor }}
      data-testid="tier-badge"
      data-tier={tier.name}
    >
      <Icon className="size-3.5" aria-hidden />
      {tier.name}
    </span>
  );
}
