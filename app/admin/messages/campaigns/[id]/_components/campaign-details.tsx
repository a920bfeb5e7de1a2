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
  const rows: [string, React.ReactNode, string?][] = [
    ["Who gets it", describeSegment(c.segment), "campaign-segment"],
    ["Opens", opens, "campaign-link"],
    ...moments.flatMap(([label, at]): [string, React.ReactNode][] =>
      at
        ? [[label, <LocalDate key={label} value={at} locale="en-US" options={SHORT_DATE_TIME} />]]
        : [],
    ),
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
        <dl className="space-y-3 text-sm">
          {rows.map(([label, value, testId]) => (
            <div key={label} className="grid grid-cols-[7rem_minmax(0,1fr)] gap-x-4">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="break-words" data-testid={testId}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
