"use client";

import { useTranslations } from "next-intl";

import { ResetCardDialog } from "@/components/rewards/reset-card-dialog";
import { DEFAULT_CARD_SIZE } from "@/lib/program/card";

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
  const t = useTranslations("admin.users.resetCard");
  const waiting = user.waiting ?? 0;
  return (
    <ResetCardDialog
      userId={user.id}
      name={user.username}
      testId="reset-card-dialog"
      confirmTestId="reset-card-confirm"
      title={t("title", { username: user.username })}
      description={
        waiting > 0
          ? t("outcomeWaiting", { waiting })
          : t("outcome", { size: user.cardSize ?? DEFAULT_CARD_SIZE })
      }
      confirmLabel={t("label")}
      onReset={onReset}
      trigger={trigger}
    />
  );
}
