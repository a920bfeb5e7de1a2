"use client";

import { useFormatter, useTranslations } from "next-intl";
import type { CampaignCounts } from "../../../_components/types";

const TILES: (keyof CampaignCounts)[] = ["recipients", "pushed", "failed", "opened"];

/** What became of a campaign: recipients, pushed, push failed, opened. */
export function CampaignCountTiles({ counts }: { counts: CampaignCounts }) {
  const t = useTranslations("adminSettings.messages.campaign.counts");
  const format = useFormatter();
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" data-testid="campaign-counts">
      {TILES.map((key) => (
        <div key={key} className="bg-card rounded-xl border p-4 shadow-sm">
          <dt className="text-muted-foreground text-sm font-medium">{t(`${key}.label`)}</dt>
          <dd
            className="mt-1 text-2xl font-bold tabular-nums sm:text-3xl"
            data-testid={`campaign-count-${key}`}
          >
            {format.number(counts[key])}
          </dd>
          <dd className="text-muted-foreground mt-0.5 text-xs">{t(`${key}.hint`)}</dd>
        </div>
      ))}
    </dl>
  );
}
