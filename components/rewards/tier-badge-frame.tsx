import { clsx } from "clsx";
import { tierFor } from "@/lib/rewards/rules";

/**
 * The level's tier name and colours around an icon the caller gives: TierBadge gives the
 * tier's own; the dashboard's live badge gets it rendered on the server, so the tiers' seven
 * icons stay out of its first load. A caller's `className` is joined, not merged: pass only
 * classes the badge does not set (a ring, a margin), as merging would cost tailwind-merge's 8 KB
 * in the browser. `name`: the tier's name in the reader's language (`card.tiers.*`); the
 * English one when left out.
 */
export function TierBadgeFrame({
  level,
  icon,
  name,
  className,
}: {
  level: number;
  icon: React.ReactNode;
  name?: string;
  className?: string;
}) {
  const tier = tierFor(level);
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
      {icon}
      {name ?? tier.name}
    </span>
  );
}
