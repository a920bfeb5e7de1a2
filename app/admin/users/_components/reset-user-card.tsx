"use client";

import { ResetCardDialog } from "@/components/rewards/reset-card-dialog";
import { PUNCHES_PER_CARD } from "@/lib/rewards/rules";
import { resetCardTitle } from "@/lib/rewards/staff-messages";

/**
 * The admin's card reset for one account: the same words and test ids on the users list and
 * on the customer's page, each with its own button.
 */
export function ResetUserCard({
  user,
  trigger,
  onReset,
}: {
  user: { id: string; username: string };
  trigger: React.ReactElement;
  onReset: () => void | Promise<void>;
}) {
  return (
    <ResetCardDialog
      userId={user.id}
      name={user.username}
      testId="reset-card-dialog"
      confirmTestId="reset-card-confirm"
      title={resetCardTitle(user.username)}
      description={`The card goes back to 0 of ${PUNCHES_PER_CARD} punches. Do this after handing over the free product.`}
      confirmLabel="Reset Punchcard"
      onReset={onReset}
      trigger={trigger}
    />
  );
}
