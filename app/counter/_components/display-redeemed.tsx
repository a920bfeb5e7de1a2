"use client";

import { Gift, PartyPopper } from "lucide-react";
import { Button } from "@/components/ui/button";
import { HandOverDialog } from "@/components/rewards/hand-over-dialog";
import type { CounterEvent } from "@/lib/counter/event";
import { CARD_COMPLETE_TITLE } from "@/lib/rewards/messages";
import { PUNCHES_PER_CARD } from "@/lib/rewards/rules";

type Props = { event: CounterEvent; rewardName: string; onDone: () => void };

/**
 * Who just collected the punch and where their card stands. A full card waits for the staff
 * member to hand over the free product (which starts the customer's next card) or to leave
 * it for later.
 */
export function DisplayRedeemed({ event, rewardName, onDone }: Props) {
  return (
    <div
      className="flex flex-col items-center gap-4 text-center"
      role="status"
      data-testid="counter-redeemed"
      data-complete={event.isComplete}
    >
      {event.isComplete ? (
        <Gift aria-hidden className="text-primary size-20" />
      ) : (
        <PartyPopper aria-hidden className="text-primary size-20" />
      )}
      {event.isNew && (
        <p
          className="bg-primary text-primary-foreground rounded-full px-4 py-1 text-lg font-semibold sm:text-xl"
          data-testid="counter-new-customer"
        >
          New customer
        </p>
      )}
      {/* A masked name has no spaces to wrap at: it breaks anywhere rather than leave the screen. */}
      <p
        className="max-w-full text-4xl font-bold tracking-wide break-all sm:text-5xl"
        data-testid="counter-name"
      >
        {event.maskedName}
      </p>
      <p className="text-3xl font-semibold sm:text-4xl" data-testid="counter-count">
        {event.punches} of {PUNCHES_PER_CARD}
      </p>
      {event.isComplete ? (
        <>
          <p className="text-primary text-4xl font-bold sm:text-5xl">{CARD_COMPLETE_TITLE}</p>
          <div className="flex flex-wrap justify-center gap-3">
            <HandOverDialog
              userId={event.userId}
              name={event.maskedName}
              rewardName={rewardName}
              onDone={onDone}
              size="lg"
            />
            <Button size="lg" variant="outline" onClick={onDone} data-testid="counter-later">
              Later
            </Button>
          </div>
        </>
      ) : (
        <p className="text-muted-foreground text-xl">
          {event.isNew ? "Welcome! Their first punch is on their card." : "Punch added. Thank you!"}
        </p>
      )}
    </div>
  );
}
