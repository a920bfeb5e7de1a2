import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";

/**
 * Punch progress as 'x/10' with a slot per punch of the card, filled up to the count, then the
 * punches waiting for the next card ("+2"). Up to ten slots a row: a card of 30 wraps to three.
 */
export function PunchSlots({
  punches,
  size,
  waiting = 0,
}: {
  punches: number;
  size: number;
  waiting?: number;
}) {
  const t = useTranslations("admin.users.punchSlots");
  return (
    <div className="flex items-center gap-2" data-testid="punch-progress">
      <span className="min-w-10 text-sm font-semibold tabular-nums">{`${punches}/${size}`}</span>
      <span
        className="flex max-w-[10rem] flex-wrap gap-1"
        role="img"
        aria-label={
          waiting > 0
            ? t("labelWaiting", { punches, size, waiting })
            : t("label", { punches, size })
        }
      >
        {Array.from({ length: size }, (_, i) => (
          <span
            key={i}
            className={cn(
              "size-3 rounded-full border",
              i < punches ? "border-primary bg-primary" : "border-input bg-card",
            )}
          />
        ))}
      </span>
      {waiting > 0 && (
        <span
          className="text-xs font-semibold tabular-nums"
          data-testid="punch-waiting"
          aria-hidden
        >
          +{waiting}
        </span>
      )}
    </div>
  );
}
