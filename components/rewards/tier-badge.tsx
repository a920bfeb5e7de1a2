import { Crown } from "lucide-react";
import { tierFor } from "@/lib/rewards/rules";
import { cn } from "@/lib/utils";

export function TierBadge({ level, className }: { level: number; className?: string }) {
  const tier = tierFor(level);
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold",
        className,
      )}
      style={{ backgroundColor: tier.color, color: tier.textColor }}
      data-testid="tier-badge"
    >
      <Crown className="size-3.5" aria-hidden />
      {tier.name}
    </span>
  );
}
