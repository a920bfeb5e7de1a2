"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { notify } from "@/components/ui/toast";
import { api, errorMessage } from "@/lib/http/fetcher";
import { CARD_RESET, RESET_CARD_FAILED, startsNewCard } from "@/lib/rewards/staff-messages";

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
  /** After the card was reset: the screen shows the new card (a failure here is not the reset's). */
  onReset: () => void | Promise<void>;
};

/**
 * Every way staff and admins start a customer's next card: asks first, stays busy until the
 * reset has finished (ConfirmDialog), then says 'Punchcard Reset', or the error, in a toast.
 */
export function ResetCardDialog({ userId, name, onReset, ...dialog }: Props) {
  async function reset() {
    try {
      await api(`/punchcard/${userId}/reset`, { method: "POST" });
    } catch (error) {
      notify.error("Error", errorMessage(error, RESET_CARD_FAILED));
      return false;
    }
    notify.success(CARD_RESET, startsNewCard(name));
    await Promise.resolve()
      .then(onReset)
      .catch(() => undefined);
    return true;
  }

  return <ConfirmDialog {...dialog} onConfirm={reset} />;
}
