import { Progress } from "@/components/ui/progress";
import { levelFromXp, tierFor } from "@/lib/rewards/rules";
import { formatNumber, formatXp } from "@/lib/format";

/** XP inside the current level over what the level needs, with the percentage. */
export function XpBar({ xp, inverted = false }: { xp: number; inverted?: boolean }) {
  const progress = levelFromXp(xp);
  const tier = tierFor(progress.level);
  return (
    <div className="space-y-1.5" data-testid="xp-bar">
      <div
        className={`flex justify-between text-xs font-medium ${inverted ? "text-white/90" : "text-muted-foreground"}`}
      >
        <span data-testid="xp-text">
          {formatNumber(progress.xpIntoLevel)} / {formatXp(progress.xpForNext)}
        </span>
        <span>{progress.percent}%</span>
      </div>
      <Progress
        value={progress.percent}
        aria-label={`Level ${progress.level} progress: ${progress.percent}%`}
        trackClassName={inverted ? "bg-white/25" : undefined}
        indicatorStyle={{ backgroundColor: inverted ? "#fff" : tier.color }}
      />
    </div>
  );
}
