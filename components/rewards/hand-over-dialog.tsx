"use client";

import { clsx } from "clsx";
import { Gift } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useText } from "@/components/i18n/use-text";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { notify } from "@/components/ui/toast";
import { api, errorMessage } from "@/lib/http/fetcher";
import type { CardView } from "@/lib/program/card";
import { defaultReward, shownRewardName } from "@/lib/program/reward-name";
import { asCardTranslate } from "./card-words";
import { CARD_RESET, startsNewCard } from "@/lib/rewards/staff-messages";
import { handOverOutcome, waitingRewards } from "./card-messages";

/** POST /api/users/{id}/hand-over answers the card after it, and whether it closed. */
export type HandedOver = { card: CardView; closed: boolean };

type Props = {
  userId: string;
  /** The username, or the masked name on the counter display. */
  name: string;
  card: CardView;
  /** After a hand-over: the card it left (the next one when `closed`). */
  onDone: (result: HandedOver) => void | Promise<void>;
  size?: "sm" | "default" | "lg";
  /** "start" beside other actions; centred on the counter display. */
  align?: "center" | "start";
};

/**
 * One button per reward waiting on the card, each asking first: the same words on the counter
 * display, the counter's customer screen and the admin's customer page. Nothing when no reward
 * waits.
 */
export function HandOverRewards({
  userId,
  name,
  card,
  onDone,
  size = "default",
  align = "center",
}: Props) {
  const dflt = defaultReward(asCardTranslate(useTranslations("card")));
  const waiting = waitingRewards(card);
  if (waiting.length === 0) return null;
  return (
    <div
      className={clsx("flex flex-wrap gap-2", align === "center" && "justify-center")}
      data-testid="hand-over-rewards"
    >
      {waiting.map((reward) => (
        <HandOverButton
          key={reward.index}
          userId={userId}
          name={name}
          card={card}
          index={reward.index}
          reward={shownRewardName(reward.name, dflt)}
          onDone={onDone}
          size={size}
        />
      ))}
    </div>
  );
}

function HandOverButton({
  userId,
  name,
  card,
  index,
  reward,
  onDone,
  size,
}: Omit<Props, "size" | "align"> & {
  index: number;
  reward: string;
  size: "sm" | "default" | "lg";
}) {
  const t = useTranslations("card.handOver");
  const errors = useTranslations("errors");
  const text = useText();
  async function handOver() {
    let result: HandedOver;
    try {
      result = await api<HandedOver>(`/users/${userId}/hand-over`, {
        method: "POST",
        body: { index },
      });
    } catch (error) {
      notify.error(errors("ui.error"), text(errorMessage(error, t("failed"))));
      return false;
    }
    // The card's last reward closes it: SPEC.md's "Punchcard Reset", as the reset said it.
    if (result.closed) notify.success(text(CARD_RESET), text(startsNewCard(name)));
    else notify.success(t("doneTitle"), t("doneDetail", { reward, name }));
    // A failure to show the new card is not the hand-over's.
    await Promise.resolve()
      .then(() => onDone(result))
      .catch(() => undefined);
    return true;
  }

  return (
    <ConfirmDialog
      trigger={
        <Button
          size={size}
          className="h-auto max-w-full py-2 whitespace-normal"
          data-testid="hand-over"
          data-index={index}
        >
          <Gift aria-hidden />
          <span className="wrap-anywhere">{t("label", { reward })}</span>
        </Button>
      }
      title={t("question", { reward, name })}
      description={t(handOverOutcome(card, index), {
        reward,
        punches: card.punches,
        waiting: card.waiting,
      })}
      confirmLabel={t("label", { reward })}
      confirmVariant="default"
      confirmTestId="confirm-hand-over"
      onConfirm={handOver}
    />
  );
}
