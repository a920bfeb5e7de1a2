import { PUNCHES_PER_CARD } from "@/lib/rewards/rules";
import { cn } from "@/lib/utils";

/** Punch progress as 'x/10' with a slot per punch of a card, filled up to the count. */
export function PunchSlots({ punches }: { punches: number }) {
  return (
    <div className="flex items-center gap-2" data-testid="punch-progress">
      <span className="w-10 text-sm font-semibold tabular-nums">{`${punches}/${PUNCHES_PER_CARD}`}</span>
      <span
        className="flex gap-1"
        role="img"
        aria-label={`${punches} of ${PUNCHES_PER_CARD} punches`}
      >
        {Array.from({ length: PUNCHES_PER_CARD }, (_, i) => (
          <span
            key={i}
            className={cn(
              "size-3 rounded-full border",
              i < punches ? "border-primary bg-primary" : "border-input bg-card",
            )}
          />
        ))}
      </span>
    </div>
  );
}
