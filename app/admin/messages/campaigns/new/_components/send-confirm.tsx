"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { campaignConfirmWords } from "@/lib/messaging/campaign-confirm";
import type { CampaignValues } from "@/lib/messaging/shop-message-schema";
import { deviceDate, MOMENT } from "@/lib/i18n/dates";

/** `quietEnd`: the send time falls in the shop's quiet hours, so it goes when they end. */
export type Confirming = { input: CampaignValues; customers: number; quietEnd: Date | null } | null;

/** A moment as this device's clock shows it, in the screen's language. */
export function clock(at: Date | string, locale: string): string {
  return deviceDate(at, MOMENT, locale);
}

/** The last word before a campaign goes: the number of customers it reaches, and when. */
export function SendConfirm({
  confirming,
  later,
  onClose,
  onSend,
}: {
  confirming: Confirming;
  later: boolean;
  onClose: () => void;
  /** Resolves false when the send failed: the dialog stays open. */
  onSend: (input: CampaignValues) => Promise<boolean>;
}) {
  const t = useTranslations("adminSettings.messages.confirm");
  const locale = useLocale();
  // What it last said stays while the dialog fades out after the send.
  const [shown, setShown] = useState(confirming);
  if (confirming && confirming !== shown) setShown(confirming);
  const values = {
    count: shown?.customers ?? 0,
    at: shown?.quietEnd ? clock(shown.quietEnd, locale) : "",
  };
  const words = campaignConfirmWords({ later, quiet: Boolean(shown?.quietEnd) });
  // What the confirmation says: how many customers, when, and whether it can still be stopped.
  const description = shown?.quietEnd
    ? t("quiet", values)
    : later
      ? t("later", values)
      : t("now", values);
  return (
    <ConfirmDialog
      open={confirming !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t(`${words}.title`, values)}
      description={shown && description}
      confirmLabel={t(`${words}.button`, values)}
      confirmVariant="default"
      onConfirm={() => (confirming ? onSend(confirming.input) : Promise.resolve(false))}
      testId="campaign-confirm"
      confirmTestId="campaign-send"
    />
  );
}
