"use client";

import { useTranslations } from "next-intl";
import { useText } from "@/components/i18n/use-text";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { notify } from "@/components/ui/toast";
import { api, errorMessage } from "@/lib/http/fetcher";
import type { CardView } from "@/lib/program/card";
import { CARD_RESET, RESET_CARD_FAILED, startsNewCard } from "@/lib/rewards/staff-messages";

/** POST /api/punchcard/{id}/reset answers the card after it, and whether it closed. */
type ResetAnswer = { card?: CardView; closed?: boolean; handedOver?: string[] };

type Props = {
  userId: string;
  /** The name the toast speaks of: the username, or the masked name on the counter display. */
  name: string;
  /** The button that opens the dialog. */
  trigger: React.ReactElement;
  title: string;
  description: string;
  confirmLabel: string;
  confirmTestId: string;
  testId?: string;
  /**
   * The punches an admin's clearing of this unfinished card loses, as the description tells
   * them: sent as the confirmation the server asks for (0: nothing is lost).
   */
  punchesLost?: number;
  /**
   * After the card was reset, with the next card as the reset answered it (punches that waited
   * may already be on it): the screen shows it (a failure here is not the reset's).
   */
  onReset: (card: CardView | undefined) => void | Promise<void>;
};

/**
 * Every way staff and admins start a customer's next card: asks first, stays busy until the
 * reset has finished (ConfirmDialog), then says 'Punchcard Reset', or the error, in a toast.
 */
export function ResetCardDialog({ userId, name, onReset, punchesLost = 0, ...dialog }: Props) {
  const t = useTranslations("card.handOver");
  const errors = useTranslations("errors");
  const text = useText();
  async function reset() {
    let answer: ResetAnswer | undefined;
    try {
      answer = await api<ResetAnswer>(`/punchcard/${userId}/reset`, {
        method: "POST",
        body: punchesLost > 0 ? { confirmLoss: punchesLost } : undefined,
      });
    } catch (error) {
      notify.error(errors("ui.error"), text(errorMessage(error, RESET_CARD_FAILED)));
      return false;
    }
    // Only early rewards were handed over: the card stays, so it is no 'Punchcard Reset'.
    if (answer?.closed === false) {
      const rewards = (answer.handedOver ?? []).join(", ");
      notify.success(t("doneTitle"), t("doneDetail", { reward: rewards, name }));
    } else notify.success(text(CARD_RESET), text(startsNewCard(name)));
    await Promise.resolve()
      .then(() => onReset(answer?.card))
      .catch(() => undefined);
    return true;
  }

  return <ConfirmDialog {...dialog} onConfirm={reset} />;
}
