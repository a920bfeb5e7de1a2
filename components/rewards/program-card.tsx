import { Gift } from "lucide-react";
import { clsx } from "clsx";
import { Progress } from "@/components/ui/progress";
import type { CardView } from "@/lib/program/card";
import type { CardLook } from "@/lib/program/look";
import { nextOnCard, waitingRewards } from "./card-messages";
import type { CardWords } from "./card-words";
import { StampIcon } from "./stamp-icon";

// The look itself is the program's (lib/program/look.ts): read on the server, drawn here.
export { DEFAULT_LOOK, type CardLook } from "@/lib/program/look";

type Props = {
  card: CardView;
  look: CardLook;
  shopName: string;
  terms?: string;
  /** "sm": the admin's and the counter's lists; "lg": the customer's own card. */
  size?: "sm" | "lg";
  /** The "6 / 10" count's test id: each screen kept its own. */
  countTestId?: string;
  /** Beside the count (the dashboard's "+3" after a token). */
  countBadge?: React.ReactNode;
  /** Shown inside the card under its lines (the dashboard's full-card claim). */
  children?: React.ReactNode;
  /** Its sentences in the reader's language (card-words.ts: `cardWords`, `useCardWords`). */
  words: CardWords;
};

/**
 * Columns for `size` slots: a row of up to five, two rows up to twelve, then rows of six, so
 * 3 to 30 slots wrap into a block that fits a phone and never leaves one slot alone on a row.
 */
export function slotColumns(size: number): number {
  if (size <= 5) return size;
  if (size <= 12) return Math.ceil(size / 2);
  return 6;
}

/**
 * The customer's card as the shop's program draws it: in the shop's colour (white text) or the
 * app's own look, a slot per punch, each reward marked at its slot and named below, what comes
 * next and what waits for the next card. Presentational only (no hooks): the server and the
 * dashboard's live client parts render it alike. Classes are joined (clsx), never merged.
 */
export function ProgramCard({
  card,
  look,
  shopName,
  terms,
  size = "lg",
  countTestId = "card-count",
  countBadge,
  children,
  words,
}: Props) {
  const colored = look.cardColor !== null;
  const sm = size === "sm";
  const next = nextOnCard(card);
  const ready = waitingRewards(card);
  const rewardAt = new Map(card.rewards.map((r) => [r.at, r]));
  const cols = slotColumns(card.size);

  return (
    <div
      role="group"
      aria-label={words.group}
      data-testid="program-card"
      data-size={card.size}
      className={clsx(
        "flex flex-col rounded-xl border shadow-sm",
        sm ? "gap-3 p-3" : "gap-4 p-5 sm:p-6",
        colored ? "border-transparent text-white" : "bg-card text-card-foreground",
      )}
      style={colored ? { backgroundColor: look.cardColor! } : undefined}
    >
      <div className="flex items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          {look.logoUrl && (
            // eslint-disable-next-line @next/next/no-img-element -- an uploaded logo of any size
            <img
              src={look.logoUrl}
              alt={words.logo}
              className={clsx(
                "shrink-0 rounded-md bg-white object-contain p-0.5",
                sm ? "size-8" : "size-11",
              )}
              data-testid="card-logo"
            />
          )}
          <div className="min-w-0">
            <p className={clsx("leading-tight font-semibold", !sm && "text-lg")}>{words.title}</p>
            {(colored || look.logoUrl) && (
              <p className="text-sm wrap-anywhere" data-testid="card-shop">
                {shopName}
              </p>
            )}
          </div>
        </div>
        <span className="flex shrink-0 items-center gap-2">
          {countBadge}
          <span
            className={clsx("font-bold tabular-nums", sm ? "text-base" : "text-2xl")}
            // "6 / 10" reads left to right in Arabic too, as a fraction does.
            dir="ltr"
            data-testid={countTestId}
          >
            {card.punches} / {card.size}
          </span>
        </span>
      </div>

      {!sm && (
        <Progress
          value={(card.punches / card.size) * 100}
          aria-label={words.punchesOf(card)}
          trackClassName={colored ? "bg-white/30" : undefined}
          indicatorClassName={colored ? "bg-white" : undefined}
        />
      )}

      <ol
        className={clsx("grid justify-center", sm ? "gap-1.5" : "gap-2 sm:gap-3")}
        style={{ gridTemplateColumns: `repeat(${cols}, minmax(0, ${sm ? "2.75rem" : "4.5rem"}))` }}
        aria-label={words.punchesOf(card)}
        data-testid="punch-grid"
      >
        {Array.from({ length: card.size }, (_, i) => {
          const filled = i < card.punches;
          const reward = rewardAt.get(i + 1);
          return (
            <li
              key={i}
              data-filled={filled}
              data-reward={reward ? (reward.handedOver ? "handed" : "on-card") : undefined}
              title={reward?.name}
              className={clsx(
                "relative flex aspect-square items-center justify-center rounded-full border-2 font-semibold transition-colors",
                sm ? "text-[0.65rem]" : "text-xs sm:text-sm",
                filled &&
                  (colored
                    ? "border-white bg-white"
                    : "border-primary bg-primary text-primary-foreground shadow-sm"),
                !filled &&
                  (colored
                    ? "border-dashed border-white/80"
                    : "border-input text-muted-foreground border-dashed"),
                !filled &&
                  reward &&
                  (colored ? "border-solid border-white" : "border-amber-600 text-amber-700"),
              )}
              style={filled && colored ? { color: look.cardColor! } : undefined}
            >
              <span className="sr-only">{words.slot(i + 1, filled, reward)}</span>
              <span aria-hidden className="flex items-center justify-center">
                {filled ? (
                  <StampIcon icon={look.stampIcon} className={sm ? "size-3.5" : "size-5"} />
                ) : reward ? (
                  words.free
                ) : (
                  i + 1
                )}
              </span>
              {filled && reward && !reward.handedOver && (
                <span
                  aria-hidden
                  className="absolute -end-1 -top-1 flex size-4 items-center justify-center rounded-full bg-amber-500 text-white ring-2 ring-white"
                >
                  <Gift className="size-2.5" />
                </span>
              )}
            </li>
          );
        })}
      </ol>

      {card.rewards.length > 1 && (
        <ul className={clsx("space-y-1", sm ? "text-xs" : "text-sm")} data-testid="card-rewards">
          {card.rewards.map((r) => {
            const state = r.handedOver
              ? words.handedOver
              : card.punches >= r.at
                ? words.ready
                : words.toGo(r.at - card.punches);
            return (
              <li
                key={r.at}
                className="flex items-baseline gap-2"
                data-testid="card-reward"
                data-state={r.handedOver ? "handed" : card.punches >= r.at ? "ready" : "ahead"}
              >
                <span
                  className={clsx(
                    "shrink-0 rounded-full px-1.5 text-xs font-semibold tabular-nums",
                    colored ? "bg-white/20" : "bg-muted",
                  )}
                >
                  {r.at}
                </span>
                <span
                  className={clsx("min-w-0 flex-1 wrap-anywhere", r.handedOver && "line-through")}
                >
                  {words.rewardName(r.name)}
                </span>
                <span className="shrink-0 font-medium">{state}</span>
              </li>
            );
          })}
        </ul>
      )}

      <div className={clsx("space-y-1 text-center wrap-anywhere", sm ? "text-xs" : "text-sm")}>
        {next && (
          <p className={clsx(!colored && "text-muted-foreground")} data-testid="punches-to-go">
            {words.toReward(next.more, next.name)}
          </p>
        )}
        {ready.length > 0 && (
          <p className="font-semibold wrap-anywhere" data-testid="rewards-ready">
            {words.rewardsReady(ready.map((r) => r.name))}
          </p>
        )}
        {card.waiting > 0 && (
          <p className="font-semibold" data-testid="next-card-punches">
            {words.onNextCard(card.waiting)}
          </p>
        )}
      </div>

      {children}

      {terms && (
        <p
          className={clsx(
            "text-xs wrap-anywhere whitespace-pre-line",
            !colored && "text-muted-foreground",
          )}
          data-testid="card-terms"
        >
          {terms}
        </p>
      )}
    </div>
  );
}
