import { Star } from "lucide-react";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";

/** A rating as five stars, read out as 'N out of 5 stars'. Partial averages fill the nearest star. */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const t = useTranslations("customer.reviews");
  const filled = Math.round(rating);
  return (
    <span
      role="img"
      aria-label={t("outOfFive", { rating: Math.round(rating * 10) / 10 })}
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
