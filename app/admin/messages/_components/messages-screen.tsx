"use client";

import { Bell, Plus, Send } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@/components/ui/card";
import { LoadFailed } from "@/components/ui/load-failed";
import { Skeleton } from "@/components/ui/skeleton";
import { AutomationRow } from "./automation-row";
import { CampaignList } from "./campaign-list";
import { QuietHoursCard } from "./quiet-hours-card";
import type { AutomationsAnswer, CampaignView } from "./types";
import { useJson } from "./use-json";

/** /admin/messages: the campaigns, the messages the shop sends on its own, and quiet hours. */
export function MessagesScreen() {
  const t = useTranslations("adminSettings.messages");
  const automations = useJson<AutomationsAnswer>("/automations", t("loadFailed"));
  const campaigns = useJson<{ campaigns: CampaignView[] }>("/campaigns", t("loadCampaignsFailed"));
  const shown = automations.state;

  return (
    <>
      <Card data-testid="campaigns">
        <CardHeader>
          <CardTitle>
            <h2 className="flex items-center gap-2">
              <Send className="text-muted-foreground size-5" aria-hidden /> {t("campaigns.title")}
            </h2>
          </CardTitle>
          <CardDescription>{t("campaigns.description")}</CardDescription>
          <CardAction>
            <Button asChild size="sm" data-testid="campaign-new">
              <Link href="/admin/messages/campaigns/new">
                <Plus aria-hidden /> {t("campaigns.new")}
              </Link>
            </Button>
          </CardAction>
        </CardHeader>
        <CardContent>
          {campaigns.state.status === "loading" && <RowsSkeleton rows={3} />}
          {campaigns.state.status === "failed" && (
            <LoadFailed message={campaigns.state.message} onRetry={campaigns.reload} />
          )}
          {campaigns.state.status === "ready" && (
            <CampaignList campaigns={campaigns.state.data.campaigns} />
          )}
        </CardContent>
      </Card>

      <Card data-testid="automations">
        <CardHeader>
          <CardTitle>
            <h2 className="flex items-center gap-2">
              <Bell className="text-muted-foreground size-5" aria-hidden /> {t("automations.title")}
            </h2>
          </CardTitle>
          <CardDescription>{t("automations.description")}</CardDescription>
        </CardHeader>
        <CardContent>
          {shown.status === "loading" && <RowsSkeleton rows={5} />}
          {shown.status === "failed" && (
            <LoadFailed message={shown.message} onRetry={automations.reload} />
          )}
          {shown.status === "ready" && (
            <ul className="divide-y">
              {shown.data.automations.map((automation) => (
                <AutomationRow
                  key={automation.kind}
                  automation={automation}
                  shopName={shown.data.shopName}
                  rewards={shown.data.rewards}
                  onSaved={automations.set}
                />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      {shown.status === "ready" ? (
        <QuietHoursCard
          quietHours={shown.data.quietHours}
          timeZone={shown.data.timeZone}
          onSaved={automations.set}
        />
      ) : (
        shown.status === "loading" && <Skeleton className="h-44 w-full rounded-xl" />
      )}
    </>
  );
}

function RowsSkeleton({ rows }: { rows: number }) {
  const t = useTranslations("adminSettings.messages");
  return (
    <div aria-busy="true" className="space-y-5" data-testid="rows-loading">
      <p role="status" className="sr-only">
        {t("loading")}
      </p>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="space-y-2">
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-4 w-3/4" />
        </div>
      ))}
    </div>
  );
}
