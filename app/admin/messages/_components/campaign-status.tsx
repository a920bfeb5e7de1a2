import { Badge } from "@/components/ui/badge";
import { LocalDate, SHORT_DATE_TIME } from "@/components/ui/local-date";
import type { CampaignStatus } from "@/lib/db/schema/messages";
import { CAMPAIGN_STATUS } from "./copy";
import type { CampaignView } from "./types";

const VARIANT = {
  scheduled: "outline",
  sending: "warning",
  sent: "success",
  cancelled: "secondary",
} as const satisfies Record<CampaignStatus, string>;

export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  return (
    <Badge variant={VARIANT[status]} data-testid="campaign-status" data-status={status}>
      {CAMPAIGN_STATUS[status]}
    </Badge>
  );
}

/** "Sends Nov 28, 2026, 9:00 AM", "Sent …", "Cancelled …": the moment that matters now. */
export function CampaignWhen({ campaign }: { campaign: CampaignView }) {
  const [verb, at] = moment(campaign);
  return (
    <span data-testid="campaign-when">
      {verb} <LocalDate value={at} locale="en-US" options={SHORT_DATE_TIME} />
    </span>
  );
}

function moment(c: CampaignView): [string, string] {
  switch (c.status) {
    case "scheduled":
      return ["Sends", c.sendAt];
    case "sending":
      return ["Sending since", c.startedAt ?? c.sendAt];
    case "sent":
      return ["Sent", c.finishedAt ?? c.startedAt ?? c.sendAt];
    case "cancelled":
      return ["Cancelled", c.cancelledAt ?? c.createdAt];
  }
}
