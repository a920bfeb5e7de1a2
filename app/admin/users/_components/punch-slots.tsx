import { cn } from "@/lib/utils";

const SLOTS = 10;

/** Punch progress as 'x/10' with ten slots filled up to the count. */
export function PunchSlots({ punches }: { punches: number }) {
  return (
    <div className="flex items-center gap-2" data-testid="punch-progress">
      <span className="w-10 text-sm font-semibold tabular-nums">{punches}/10</span>
      <span className="flex gap-1" role="img" aria-label={`${punches} of 10 punches`}>
        {Array.from({ length: SLOTS }, (_, i) => (
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
