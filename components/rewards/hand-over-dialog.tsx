"use client";

import { Gift } from "lucide-react";
import { Button } from "@/components/ui/button";
import { PUNCHES_PER_CARD } from "@/lib/rewards/rules";
import { HAND_OVER, handOverDetail, handOverTitle } from "@/lib/rewards/staff-messages";
import { ResetCardDialog } from "./reset-card-dialog";

type Props = {
  userId: string;
  /** The username, or the masked name on the counter display. */
  name: string;
  rewardName: string;
  onDone: () => void | Promise<void>;
  size?: "default" | "lg";
};

/**
 * Handing over a full card's free product, which starts the customer's next card: one set of
 * words on the counter display and on the counter's customer screen alike.
 */
export function HandOverDialog({ userId, name, rewardName, onDone, size = "default" }: Props) {
  return (
    <ResetCardDialog
      userId={userId}
      name={name}
      trigger={
        <Button size={size} data-testid="hand-over">
          <Gift aria-hidden /> {HAND_OVER}
        </Button>
      }
      title={handOverTitle(name, rewardName)}
      description={handOverDetail(rewardName, PUNCHES_PER_CARD)}
      confirmLabel={HAND_OVER}
      confirmTestId="confirm-hand-over"
      onReset={onDone}
    />
  );
}
