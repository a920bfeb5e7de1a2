"use client";

import { Gift, PartyPopper } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { HandOverRewards, type HandedOver } from "@/components/rewards/hand-over-dialog";
import { waitingRewards } from "@/components/rewards/card-messages";
import type { CounterEvent } from "@/lib/counter/event";
import type { CardView } from "@/lib/program/card";

type Props = {
  event: CounterEvent;
  /** The punches the token carried ("+3"). */
  added: number;
  /** The customer's card once read (its size, the rewards waiting); null until then. */
  card: CardView | null;
  /** The card's size until it is read: the program's. */
  size: number;
  onHandedOver: (result: HandedOver) => void;
  onDone: () => void;
};

/**
 * Who just collected the punches and where their card stands. A reward reached waits for the
 * staff member to hand it over (one button per reward; the card's last one starts the next
 * card) or to leave it for later.
 */
export function DisplayRedeemed({ event, added, card, size, onHandedOver, onDone }: Props) {
  const t = useTranslations("counter.redeemed");
  const waiting = card ? waitingRewards(card) : [];
  const complete = card ? card.isComplete : event.isComplete;
  return (
    <div
      className="flex max-w-full flex-col items-center gap-4 text-center"
      role="status"
      data-testid="counter-redeemed"
      data-complete={complete}
    >
      {waiting.length > 0 || complete ? (
        <Gift aria-hidden className="text-primary size-20" />
      ) : (
        <PartyPopper aria-hidden className="text-primary size-20" />
      )}
      {event.isNew && (
        <p
          className="bg-primary text-primary-foreground rounded-full px-4 py-1 text-lg font-semibold sm:text-xl"
          data-testid="counter-new-customer"
        >
          {t("newCustomer")}
        </p>
      )}
      {/* A masked name has no spaces to wrap at: it breaks anywhere rather than leave the screen. */}
      <p
        className="max-w-full text-4xl font-bold tracking-wide break-all sm:text-5xl"
        data-testid="counter-name"
      >
        <bdi>{event.maskedName}</bdi>
      </p>
      <p className="flex items-center gap-3 text-3xl font-semibold sm:text-4xl">
        {added > 1 && (
          <span
            className="bg-success text-success-foreground rounded-full px-3 py-0.5 font-bold tabular-nums"
            data-testid="counter-added"
          >
            {t("added", { count: added })}
          </span>
        )}
        <span data-testid="counter-count">
          {t("count", {
            punches: card ? card.punches : event.punches,
            size: card ? card.size : size,
          })}
        </span>
      </p>
      {card && card.waiting > 0 && (
        <p className="text-xl font-semibold" data-testid="counter-next-card">
          {t("onNextCard", { count: card.waiting })}
        </p>
      )}
      {waiting.length > 0 || complete ? (
        <>
          <p className="text-primary text-4xl font-bold sm:text-5xl">
            {complete ? t("cardComplete") : t("rewardReady")}
          </p>
          <div className="flex max-w-full flex-wrap justify-center gap-3">
            {card && (
              <HandOverRewards
                userId={event.userId}
                name={event.maskedName}
                card={card}
                onDone={onHandedOver}
                size="lg"
              />
            )}
            <Button size="lg" variant="outline" onClick={onDone} data-testid="counter-later">
              {t("later")}
            </Button>
          </div>
        </>
      ) : (
        <p className="text-muted-foreground text-xl">{event.isNew ? t("welcome") : t("thanks")}</p>
      )}
    </div>
  );
}
