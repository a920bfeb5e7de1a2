"use client";

import { ResetCardDialog } from "@/components/rewards/reset-card-dialog";
import { resetOutcome } from "@/components/rewards/card-messages";
import { DEFAULT_CARD_SIZE } from "@/lib/program/card";
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
  /** `cardSize` and `waiting`: the card's (absent before it has a row: SPEC.md's card). */
  user: { id: string; username: string; cardSize?: number | null; waiting?: number | null };
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
      description={resetOutcome({
        size: user.cardSize ?? DEFAULT_CARD_SIZE,
        waiting: user.waiting ?? 0,
      })}
      confirmLabel="Reset Punchcard"
      onReset={onReset}
      trigger={trigger}
    />
  );
}
