"use client";

import { useLocale, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { LocalDate } from "@/components/ui/local-date";
import type { CampaignStatus } from "@/lib/db/schema/messages";
import type { CampaignView } from "./types";
import { MOMENT } from "@/lib/i18n/dates";

const VARIANT = {
  scheduled: "outline",
  sending: "warning",
  sent: "success",
  cancelled: "secondary",
} as const satisfies Record<CampaignStatus, string>;

export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  const t = useTranslations("adminSettings.messages.status");
  return (
    <Badge variant={VARIANT[status]} data-testid="campaign-status" data-status={status}>
      {t(status)}
    </Badge>
  );
}

/** "Sends Nov 28, 2026, 9:00 AM", "Sent …", "Cancelled …": the moment that matters now. */
export function CampaignWhen({ campaign }: { campaign: CampaignView }) {
  const t = useTranslations("adminSettings.messages.when");
  const locale = useLocale();
  const at = momentOf(campaign);
  return (
    <span data-testid="campaign-when">
      {t.rich(campaign.status, {
        at: () => <LocalDate value={at} locale={locale} options={MOMENT} />,
      })}
    </span>
  );
}

function momentOf(c: CampaignView): string {
  switch (c.status) {
    case "scheduled":
      return c.sendAt;
    case "sending":
      return c.startedAt ?? c.sendAt;
    case "sent":
      return c.finishedAt ?? c.startedAt ?? c.sendAt;
    case "cancelled":
      return c.cancelledAt ?? c.createdAt;
  }
}
