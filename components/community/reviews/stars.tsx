import { Star } from "lucide-react";
import { cn } from "@/lib/utils";

/** A rating as five stars, read out as 'N out of 5 stars'. Partial averages fill the nearest star. */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const filled = Math.round(rating);
  return (
    <span
      role="img"
      aria-label={`${rating % 1 === 0 ? rating : rating.toFixed(1)} out of 5 stars`}
      className={cn("inline-flex gap-0.5", className)}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden
          className={cn(
            "size-4",
            n <= filled
              ? "fill-amber-400 text-amber-400"
              : "text-muted-foreground/40 fill-transparent",
          )}
        />
      ))}
    </span>
  );
}
