import { Check } from "lucide-react";
import { PUNCHES_PER_CARD } from "@/lib/rewards/rules";
import { clsx } from "clsx";

/**
 * Ten slots, filled up to the punch count; the tenth is the free product. Its classes are
 * joined (clsx), not merged: none of them conflict, and the dashboard renders it in the browser.
 */
export function PunchGrid({ punches, size = "md" }: { punches: number; size?: "sm" | "md" }) {
  return (
    <ol
      className="grid grid-cols-5 gap-2 sm:gap-3"
      aria-label={`${punches} of ${PUNCHES_PER_CARD} punches`}
      data-testid="punch-grid"
    >
      {Array.from({ length: PUNCHES_PER_CARD }, (_, i) => {
        const filled = i < punches;
        return (
          <li
            key={i}
            data-filled={filled}
            className={clsx(
              "flex aspect-square items-center justify-center rounded-full border-2 font-semibold transition-colors",
              size === "sm" ? "text-xs" : "text-sm",
              filled
                ? "border-primary bg-primary text-primary-foreground shadow-sm"
                : "border-input text-muted-foreground border-dashed",
              i === PUNCHES_PER_CARD - 1 && !filled && "border-amber-600 text-amber-700",
            )}
          >
            {filled ? (
              <Check className={size === "sm" ? "size-3.5" : "size-5"} aria-hidden />
            ) : i === PUNCHES_PER_CARD - 1 ? (
              "FREE"
            ) : (
              i + 1
            )}
          </li>
        );
      })}
    </ol>
  );
}
