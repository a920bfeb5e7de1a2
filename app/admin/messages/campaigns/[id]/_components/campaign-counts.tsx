import type { CampaignCounts } from "../../../_components/types";

const TILES: { key: keyof CampaignCounts; label: string; hint: string }[] = [
  { key: "recipients", label: "Recipients", hint: "got it in their inbox" },
  { key: "pushed", label: "Pushed", hint: "notifications delivered" },
  { key: "failed", label: "Push failed", hint: "phones that did not take it" },
  { key: "opened", label: "Opened", hint: "tapped the notification" },
];

/** What became of a campaign: recipients, pushed, push failed, opened. */
export function CampaignCountTiles({ counts }: { counts: CampaignCounts }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" data-testid="campaign-counts">
      {TILES.map(({ key, label, hint }) => (
        <div key={key} className="bg-card rounded-xl border p-4 shadow-sm">
          <dt className="text-muted-foreground text-sm font-medium">{label}</dt>
          <dd
            className="mt-1 text-2xl font-bold tabular-nums sm:text-3xl"
            data-testid={`campaign-count-${key}`}
          >
            {counts[key].toLocaleString("en-US")}
          </dd>
          <dd className="text-muted-foreground mt-0.5 text-xs">{hint}</dd>
        </div>
      ))}
    </dl>
  );
}
