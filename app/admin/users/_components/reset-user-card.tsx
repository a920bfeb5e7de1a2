"use client";

import { useTranslations } from "next-intl";

import { ResetCardDialog } from "@/components/rewards/reset-card-dialog";
import { DEFAULT_CARD_SIZE, punchesLost } from "@/lib/program/card";

/**
 * The admin's card reset for one account: the same words and test ids on the users list and
 * on the customer's page, each with its own button. On an unfinished card it says how many
 * punches clearing it loses, and sends that count as the confirmation.
 */
export function ResetUserCard({
  user,
  trigger,
  onReset,
}: {
  /** The card's punches, size and waiting ones (absent before it has a row: SPEC.md's card). */
  user: {
    id: string;
    username: string;
    punches?: number | null;
    cardSize?: number | null;
    waiting?: number | null;
  };
  trigger: React.ReactElement;
  onReset: () => void | Promise<void>;
}) {
  const t = useTranslations("admin.users.resetCard");
  const waiting = user.waiting ?? 0;
  const size = user.cardSize ?? DEFAULT_CARD_SIZE;
  // An unfinished card loses its punches: the admin is told how many, and confirms them.
  const lost = punchesLost({ punches: user.punches ?? 0, size });
  const outcome = waiting > 0 ? t("outcomeWaiting", { waiting }) : t("outcome", { size });
  return (
    <ResetCardDialog
      userId={user.id}
      name={user.username}
      testId="reset-card-dialog"
      confirmTestId="reset-card-confirm"
      title={t("title", { username: user.username })}
      description={lost > 0 ? `${t("loses", { count: lost })} ${outcome}` : outcome}
      punchesLost={lost}
      confirmLabel={t("label")}
      onReset={onReset}
      trigger={trigger}
    />
  );
}
