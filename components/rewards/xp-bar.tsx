import { Progress } from "@/components/ui/progress";
import { levelFromXp, tierFor } from "@/lib/rewards/rules";
import { formatNumber, formatXp } from "@/lib/format";

/**
 * XP inside the current level over what the level needs, with the percentage. `label`: the
 * bar's name in the reader's language ("Level 3 progress: 40%"); `locale`: how its figures are
 * written (translated-xp-bar.tsx fills both from the catalogue).
 */
export function XpBar({
  xp,
  inverted = false,
  label,
  locale,
}: {
  xp: number;
  inverted?: boolean;
  label: string;
  locale: string;
}) {
  const progress = levelFromXp(xp);
  const tier = tierFor(progress.level);
  const percent = new Intl.NumberFormat(locale, { style: "percent" }).format(
    progress.percent / 100,
  );
  return (
    <div className="space-y-1.5" data-testid="xp-bar">
      <div
        className={`flex justify-between text-xs font-medium ${inverted ? "text-white/90" : "text-muted-foreground"}`}
      >
        <span data-testid="xp-text" dir="ltr">
          {formatNumber(progress.xpIntoLevel, locale)} / {formatXp(progress.xpForNext, locale)}
        </span>
        <span>{percent}</span>
      </div>
      <Progress
        value={progress.percent}
        aria-label={label}
        trackClassName={inverted ? "bg-white/25" : undefined}
        indicatorStyle={{ backgroundColor: inverted ? "#fff" : tier.color }}
      />
    </div>
  );
}
