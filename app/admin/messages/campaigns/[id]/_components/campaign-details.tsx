"use client";

import { useLocale, useTranslations } from "next-intl";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { LocalDate } from "@/components/ui/local-date";
import {
  fillPlaceholders,
  rewardAboutOf,
  sampleCard,
  type RewardWord,
} from "@/lib/messaging/placeholders";
import { SAMPLE_CUSTOMER, SAMPLE_PUNCHES } from "../../../_components/copy";
import { linkName } from "../../../_components/link-target";
import { MessagePreview } from "../../../_components/message-preview";
import { describeSegment } from "../../../_components/segment";
import type { CampaignView } from "../../../_components/types";
import { MOMENT } from "@/lib/i18n/dates";

type Moment = "written" | "sends" | "due" | "started" | "finished" | "cancelled";

/** The message as customers see it, where it leads, who gets it, and its moments. */
export function CampaignDetails({
  campaign: c,
  shopName,
  rewards,
}: {
  campaign: CampaignView;
  shopName: string;
  rewards: RewardWord[];
}) {
  const t = useTranslations("adminSettings.messages");
  const segments = useTranslations("adminSettings.messages.segments");
  const links = useTranslations("adminSettings.messages.links");
  const locale = useLocale();
  // Each customer reads it with their own name and punches; the preview, with the sample's.
  const sample = {
    name: SAMPLE_CUSTOMER,
    shop: shopName,
    ...sampleCard(rewards, rewardAboutOf(c.segment.kind), SAMPLE_PUNCHES),
  };
  const moments: [Moment, string | null][] = [
    ["written", c.createdAt],
    [c.status === "scheduled" ? "sends" : "due", c.sendAt],
    ["started", c.startedAt],
    ["finished", c.finishedAt],
    ["cancelled", c.cancelledAt],
  ];
  const rows: [string, React.ReactNode, string?][] = [
    [t("campaign.who"), describeSegment(c.segment, segments), "campaign-segment"],
    [t("campaign.opens"), c.link ? linkName(c.link, links) : links("inbox"), "campaign-link"],
    ...moments.flatMap(([moment, at]): [string, React.ReactNode][] =>
      at
        ? [
            [
              t(`campaign.moments.${moment}`),
              <LocalDate key={moment} value={at} locale={locale} options={MOMENT} />,
            ],
          ]
        : [],
    ),
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t("campaign.message")}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-2">
        <MessagePreview
          shopName={shopName}
          title={fillPlaceholders(c.title, sample)}
          body={fillPlaceholders(c.body, sample)}
          caption={t("preview.caption", { name: SAMPLE_CUSTOMER, count: sample.punches })}
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
