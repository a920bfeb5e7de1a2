import { Crown, Diamond, Flame, Gem, Shield, Star, Trophy, type LucideIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { tierFor, type TierIcon } from "@/lib/rewards/rules";
import { TierBadgeFrame } from "./tier-badge-frame";

const ICONS: Record<TierIcon, LucideIcon> = {
  shield: Shield,
  star: Star,
  crown: Crown,
  gem: Gem,
  diamond: Diamond,
  flame: Flame,
  trophy: Trophy,
};

/** A tier's icon as the badge draws it. */
export function tierIcon(icon: TierIcon): React.ReactNode {
  const Icon = ICONS[icon];
  return <Icon className="size-3.5" aria-hidden />;
}

/**
 * The level's tier name in the reader's language (`card.tiers.*`), icon and colours
 * (TierBadgeFrame: what a caller's class may add). Its screens' providers carry `card`.
 */
export function TierBadge({ level, className }: { level: number; className?: string }) {
  const t = useTranslations("card.tiers");
  const tier = tierFor(level);
  const name = t(tier.name.toLowerCase() as Lowercase<"Bronze">);
  return (
    <TierBadgeFrame level={level} icon={tierIcon(tier.icon)} name={name} className={className} />
  );
}
