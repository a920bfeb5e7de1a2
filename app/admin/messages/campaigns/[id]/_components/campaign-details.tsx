import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { LocalDate, SHORT_DATE_TIME } from "@/components/ui/local-date";
import { LINK_TARGETS } from "@/lib/validation/shop-messages";
import { MessagePreview } from "../../../_components/message-preview";
import { describeSegment } from "../../../_components/segment";
import type { CampaignView } from "../../../_components/types";

/** The message as customers see it, where it leads, who gets it, and its moments. */
export function CampaignDetails({
  campaign: c,
  shopName,
}: {
  campaign: CampaignView;
  shopName: string;
}) {
  const opens = c.link
    ? (LINK_TARGETS.find((t) => t.path === c.link)?.label ?? c.link)
    : "The message in the inbox";
  const moments: [string, string | null][] = [
    ["Written", c.createdAt],
    [c.status === "scheduled" ? "Sends" : "Due", c.sendAt],
    ["Started", c.startedAt],
    ["Finished", c.finishedAt],
    ["Cancelled", c.cancelledAt],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Message</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-2">
        <MessagePreview
          shopName={shopName}
          title={c.title}
          body={c.body}
          testId="campaign-message"
        />
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-3 text-sm">
          <dt className="text-muted-foreground">Who gets it</dt>
          <dd data-testid="campaign-segment">{describeSegment(c.segment)}</dd>
          <dt className="text-muted-foreground">Opens</dt>
          <dd className="break-words" data-testid="campaign-link">
            {opens}
          </dd>
          {moments.map(([label, at]) =>
            at ? (
              <div key={label} className="contents">
                <dt className="text-muted-foreground">{label}</dt>
                <dd>
                  <LocalDate value={at} locale="en-US" options={SHORT_DATE_TIME} />
                </dd>
              </div>
            ) : null,
          )}
        </dl>
      </CardContent>
    </Card>
  );
}
