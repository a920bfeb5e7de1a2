import { Gift } from "lucide-react";
import { getTranslations } from "next-intl/server";
import type { CardLook } from "@/components/rewards/program-card";
import { StampIcon } from "@/components/rewards/stamp-icon";
import type { CardReward } from "@/lib/program/card";
import { slotColumns } from "@/components/rewards/program-card";
import { nextOnCard } from "@/components/rewards/card-messages";
import { rewardArgs } from "@/components/community/program-words";

/**
 * A picture of the loyalty card (decorative), drawn from the shop's program: its size, a gift
 * at each reward, its stamp and colour; about seven in ten punches collected.
 */
export async function PunchCardPreview({
  shopName,
  size,
  rewards,
  look,
}: {
  shopName: string;
  size: number;
  rewards: readonly CardReward[];
  look: CardLook;
}) {
  const t = await getTranslations("public.landing.preview");
  const defaultItem = (await getTranslations("card"))("defaultReward.item");
  const punched = Math.min(size - 1, Math.round(size * 0.7));
  const at = new Set(rewards.map((r) => r.at));
  const next = nextOnCard({
    size,
    punches: punched,
    rewards: rewards.map((r) => ({ ...r, handedOver: false })),
    waiting: 0,
    isComplete: false,
  });
  return (
    <div
      role="img"
      aria-label={t("label", { shop: shopName, punched, size })}
      className={
        look.cardColor
          ? "relative mx-auto w-full max-w-sm rotate-[-2deg] rounded-3xl p-5 text-white shadow-2xl sm:p-6"
          : "from-primary text-primary-foreground shadow-primary/30 relative mx-auto w-full max-w-sm rotate-[-2deg] rounded-3xl bg-gradient-to-br to-[oklch(0.35_0.17_300)] p-5 shadow-2xl sm:p-6"
      }
      style={look.cardColor ? { backgroundColor: look.cardColor } : undefined}
      data-testid="card-preview"
      data-size={size}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          {look.logoUrl && (
            // eslint-disable-next-line @next/next/no-img-element -- an uploaded logo of any size
            <img
              src={look.logoUrl}
              alt=""
              className="size-11 shrink-0 rounded-lg bg-white object-contain p-0.5"
            />
          )}
          <div className="min-w-0">
            <p className="text-xs font-medium tracking-widest uppercase opacity-80">
              {t("loyaltyCard")}
            </p>
            <p className="text-xl font-bold wrap-anywhere">{shopName}</p>
          </div>
        </div>
        <span className="shrink-0 rounded-full bg-white/15 px-3 py-1 text-xs font-semibold">
          {t("sampleLevel")}
        </span>
      </div>
      <div
        className="mt-5 grid gap-2.5 sm:gap-3"
        style={{ gridTemplateColumns: `repeat(${slotColumns(size)}, minmax(0, 1fr))` }}
      >
        {Array.from({ length: size }, (_, i) => {
          const filled = i < punched;
          return (
            <span
              key={i}
              className={
                filled
                  ? "flex aspect-square items-center justify-center rounded-full bg-white shadow-md"
                  : "flex aspect-square items-center justify-center rounded-full border-2 border-dashed border-white/50"
              }
              style={filled ? { color: look.cardColor ?? "var(--primary)" } : undefined}
            >
              {filled ? (
                <StampIcon icon={look.stampIcon} className="size-1/2" />
              ) : at.has(i + 1) ? (
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
              style={{ width: `${(punched / size) * 100}%` }}
            />
          </div>
          {next && (
            <p className="mt-1.5 text-xs opacity-80">
              {t("toReward", { count: next.more, ...rewardArgs(next.name, defaultItem) })}
            </p>
          )}
        </div>
        <p className="text-3xl font-black tabular-nums">
          {punched}/{size}
        </p>
      </div>
    </div>
  );
}
