import { Gift, Stamp } from "lucide-react";
import { PUNCHES_PER_CARD } from "@/lib/rewards/rules";

const PUNCHED = 7;
const LEFT = PUNCHES_PER_CARD - PUNCHED;

/** A picture of the loyalty card (decorative): seven of ten punches, the tenth is the gift. */
export function PunchCardPreview({ shopName }: { shopName: string }) {
  return (
    <div
      role="img"
      aria-label={`A ${shopName} loyalty card with ${PUNCHED} of ${PUNCHES_PER_CARD} punches collected`}
      className="from-primary text-primary-foreground shadow-primary/30 relative mx-auto w-full max-w-sm rotate-[-2deg] rounded-3xl bg-gradient-to-br to-[oklch(0.35_0.17_300)] p-5 shadow-2xl sm:p-6"
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="text-xs font-medium tracking-widest uppercase opacity-80">Loyalty card</p>
          <p className="text-xl font-bold">{shopName}</p>
        </div>
        <span className="rounded-full bg-white/15 px-3 py-1 text-xs font-semibold">
          Silver · Lv 12
        </span>
      </div>
      <div className="mt-5 grid grid-cols-5 gap-2.5 sm:gap-3">
        {Array.from({ length: PUNCHES_PER_CARD }, (_, i) => {
          const filled = i < PUNCHED;
          const last = i === PUNCHES_PER_CARD - 1;
          return (
            <span
              key={i}
              className={
                filled
                  ? "text-primary flex aspect-square items-center justify-center rounded-full bg-white shadow-md"
                  : "flex aspect-square items-center justify-center rounded-full border-2 border-dashed border-white/50"
              }
            >
              {filled ? (
                <Stamp className="size-1/2" />
              ) : last ? (
                <Gift className="size-1/2 opacity-90" />
              ) : null}
            </span>
          );
        })}
      </div>
      <div className="mt-5 flex items-end justify-between gap-3">
        <div className="min-w-0 flex-1">
          <div className="h-2 overflow-hidden rounded-full bg-white/20">
            <div
              className="h-full rounded-full bg-white"
              style={{ width: `${(PUNCHED / PUNCHES_PER_CARD) * 100}%` }}
            />
          </div>
          <p className="mt-1.5 text-xs opacity-80">{LEFT} more punches to a free product</p>
        </div>
        <p className="text-3xl font-black tabular-nums">
          {PUNCHED}/{PUNCHES_PER_CARD}
        </p>
      </div>
    </div>
  );
}
