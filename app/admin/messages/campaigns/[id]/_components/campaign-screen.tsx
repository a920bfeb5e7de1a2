"use client";

import { Ban, SearchX } from "lucide-react";
import { useEffect } from "react";
import { AdminPage, AdminPageSkeleton } from "@/components/layout/admin-page";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadFailed } from "@/components/ui/load-failed";
import { notify } from "@/components/ui/toast";
import { api, errorMessage } from "@/lib/http/fetcher";
import { CampaignStatusBadge, CampaignWhen } from "../../../_components/campaign-status";
import {
  CAMPAIGN_CANCELLED,
  CAMPAIGN_CANCELLED_DETAIL,
  CAMPAIGN_NOT_FOUND,
  CANCEL_CAMPAIGN_FAILED,
  LOAD_CAMPAIGN_FAILED,
} from "../../../_components/copy";
import type { CampaignView } from "../../../_components/types";
import { useJson } from "../../../_components/use-json";
import { CampaignCountTiles } from "./campaign-counts";
import { CampaignDetails } from "./campaign-details";

const BACK = { href: "/admin/messages", label: "Back to Messages" };
/** How often the counts are asked for again while the campaign is going out. */
const POLL_MS = 3_000;

/** A campaign's page: its message, who gets it, its counts, and Cancel while it waits. */
export function CampaignScreen({ id, shopName }: { id: string; shopName: string }) {
  const { state, reload, set } = useJson<{ campaign: CampaignView }>(
    `/campaigns/${id}`,
    LOAD_CAMPAIGN_FAILED,
  );
  const campaign = state.status === "ready" ? state.data.campaign : null;
  const moving = campaign !== null && isMoving(campaign);

  useEffect(() => {
    if (!moving) return;
    const timer = setInterval(reload, POLL_MS);
    return () => clearInterval(timer);
  }, [moving, reload]);

  if (state.status === "loading") return <AdminPageSkeleton label="Loading campaign" rows={2} />;
  if (state.status === "failed") {
    return (
      <AdminPage title={state.notFound ? CAMPAIGN_NOT_FOUND : "Campaign"} back={BACK}>
        {state.notFound ? (
          <EmptyState
            icon={<SearchX />}
            title={CAMPAIGN_NOT_FOUND}
            description="It may have been removed, or the address is wrong."
            data-testid="campaign-not-found"
          />
        ) : (
          <LoadFailed message={state.message} onRetry={reload} />
        )}
      </AdminPage>
    );
  }

  const c = state.data.campaign;
  async function cancel() {
    try {
      set(await api<{ campaign: CampaignView }>(`/campaigns/${id}/cancel`, { method: "POST" }));
      notify.success(CAMPAIGN_CANCELLED, CAMPAIGN_CANCELLED_DETAIL);
      return true;
    } catch (error) {
      notify.error("Error", errorMessage(error, CANCEL_CAMPAIGN_FAILED));
      // It may have started meanwhile: show what it is now.
      reload();
      return false;
    }
  }

  return (
    <AdminPage
      title={c.title}
      titleTestId="campaign-page-title"
      back={BACK}
      description={
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <CampaignStatusBadge status={c.status} />
          <CampaignWhen campaign={c} />
        </span>
      }
      actions={
        c.status === "scheduled" && (
          <ConfirmDialog
            trigger={
              <Button variant="outline" data-testid="campaign-cancel">
                <Ban aria-hidden /> Cancel campaign
              </Button>
            }
            title="Cancel this campaign?"
            description="Nobody will get it. This cannot be undone; write a new one to send it later."
            confirmLabel="Cancel campaign"
            dismissLabel="Keep it"
            onConfirm={cancel}
            confirmTestId="campaign-cancel-confirm"
          />
        )
      }
    >
      <CampaignCountTiles counts={c.counts} />
      <CampaignDetails campaign={c} shopName={shopName} />
    </AdminPage>
  );
}

/** Still going out, or due within the minute: its counts are about to move. */
function isMoving(c: CampaignView) {
  if (c.status === "sending") return true;
  return c.status === "scheduled" && Date.parse(c.sendAt) - Date.now() < 60_000;
}
