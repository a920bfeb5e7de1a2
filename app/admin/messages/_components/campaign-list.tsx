"use client";

import { ChevronRight, Send } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { EmptyState } from "@/components/ui/empty-state";
import { CampaignStatusBadge, CampaignWhen } from "./campaign-status";
import { describeSegment } from "./segment";
import type { CampaignView } from "./types";

/** The campaigns, newest first: each opens its own page. */
export function CampaignList({ campaigns }: { campaigns: CampaignView[] }) {
  const t = useTranslations("adminSettings.messages");
  const segments = useTranslations("adminSettings.messages.segments");
  // "Sends Nov 28, 2026, 9:00 AM · Every customer": when, and who gets it.
  const whenAndWho = (c: CampaignView) =>
    t.rich("campaigns.whenAndWho", {
      when: () => <CampaignWhen campaign={c} />,
      who: describeSegment(c.segment, segments),
    });
  if (campaigns.length === 0) {
    return (
      <EmptyState
        icon={<Send />}
        title={t("campaigns.empty")}
        description={t("campaigns.emptyDescription")}
        bare
        data-testid="campaigns-empty"
      />
    );
  }
  return (
    <ul className="divide-y" data-testid="campaigns-list">
      {campaigns.map((c) => (
        <li key={c.id}>
          <Link
            href={`/admin/messages/campaigns/${c.id}`}
            className="hover:bg-secondary/60 focus-visible:ring-ring/50 -mx-3 flex items-center gap-3 rounded-lg px-3 py-3 outline-none focus-visible:ring-[3px]"
            data-testid="campaign-row"
            data-campaign-id={c.id}
          >
            <div className="min-w-0 flex-1 space-y-1">
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="min-w-0 font-medium break-words" data-testid="campaign-title">
                  {c.title}
                </span>
                <CampaignStatusBadge status={c.status} />
              </div>
              <p className="text-muted-foreground text-sm">{whenAndWho(c)}</p>
              {(c.status === "sending" || c.status === "sent") && (
                <p className="text-sm tabular-nums" data-testid="campaign-row-counts">
                  {t("campaigns.counts", c.counts)}
                </p>
              )}
            </div>
            <ChevronRight className="text-muted-foreground size-4 shrink-0" aria-hidden />
          </Link>
        </li>
      ))}
    </ul>
  );
}
