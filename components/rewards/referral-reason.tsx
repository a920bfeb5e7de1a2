"use client";

import { useTranslations } from "next-intl";

/**
 * A referral bonus's line on the owner's timeline, naming the invitation: whose invitation the
 * friend joined with, or which friend came back. Only the owner's timeline has the names
 * (lib/rewards/history.ts), and its page provides the `adminInvite` words.
 */
export function ReferralReason({
  reason,
  referral,
}: {
  reason: string;
  referral: { inviter: string; friend: string };
}) {
  const t = useTranslations("adminInvite.ledger");
  return reason === "referral_friend"
    ? t("friend", { inviter: referral.inviter })
    : t("inviter", { friend: referral.friend });
}
