"use client";

import { Bell, Plus, Send } from "lucide-react";
import Link from "next/link";
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
import { LOAD_CAMPAIGNS_FAILED, LOAD_MESSAGES_FAILED } from "./copy";
import { QuietHoursCard } from "./quiet-hours-card";
import type { AutomationsAnswer, CampaignView } from "./types";
import { useJson } from "./use-json";

/** /admin/messages: the campaigns, the messages the shop sends on its own, and quiet hours. */
export function MessagesScreen() {
  const automations = useJson<AutomationsAnswer>("/automations", LOAD_MESSAGES_FAILED);
  const campaigns = useJson<{ campaigns: CampaignView[] }>("/campaigns", LOAD_CAMPAIGNS_FAILED);
  const shown = automations.state;

  return (
    <>
      <Card data-testid="campaigns">
        <CardHeader>
          <CardTitle>
            <h2 className="flex items-center gap-2">
              <Send className="text-muted-foreground size-5" aria-hidden /> Campaigns
            </h2>
          </CardTitle>
          <CardDescription>
            Messages you write and send to the customers you pick, now or later.
          </CardDescription>
          <CardAction>
            <Button asChild size="sm" data-testid="campaign-new">
              <Link href="/admin/messages/campaigns/new">
                <Plus aria-hidden /> New campaign
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
              <Bell className="text-muted-foreground size-5" aria-hidden /> Automatic messages
            </h2>
          </CardTitle>
          <CardDescription>
            Sent by the shop on its own, once for each occasion, to the inbox and as a notification
            to customers who allowed rewards and reminders.
          </CardDescription>
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
                  rewardName={shown.data.rewardName}
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
  return (
    <div aria-busy="true" className="space-y-5" data-testid="rows-loading">
      <p role="status" className="sr-only">
        Loading...
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
