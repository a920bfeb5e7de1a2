"use client";

import { Ban, SearchX } from "lucide-react";
import type { RewardWord } from "@/lib/messaging/placeholders";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { AdminPage, AdminPageSkeleton } from "@/components/layout/admin-page";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadFailed } from "@/components/ui/load-failed";
import { notify } from "@/components/ui/toast";
import { api, errorMessage } from "@/lib/http/fetcher";
import { CampaignStatusBadge, CampaignWhen } from "../../../_components/campaign-status";
import type { CampaignView } from "../../../_components/types";
import { useJson } from "../../../_components/use-json";
import { CampaignCountTiles } from "./campaign-counts";
import { CampaignDetails } from "./campaign-details";

/** How often the counts are asked for again while the campaign is going out. */
const POLL_MS = 3_000;

/** A campaign's page: its message, who gets it, its counts, and Cancel while it waits. */
export function CampaignScreen({
  id,
  shopName,
  rewards,
}: {
  id: string;
  shopName: string;
  rewards: RewardWord[];
}) {
  const t = useTranslations("adminSettings.messages");
  const back = { href: "/admin/messages", label: t("back") };
  const { state, reload, set } = useJson<{ campaign: CampaignView }>(
    `/campaigns/${id}`,
    t("loadCampaignFailed"),
  );
  const campaign = state.status === "ready" ? state.data.campaign : null;
  const moving = campaign !== null && isMoving(campaign);

  useEffect(() => {
    if (!moving) return;
    const timer = setInterval(reload, POLL_MS);
    return () => clearInterval(timer);
  }, [moving, reload]);

  if (state.status === "loading")
    return <AdminPageSkeleton label={t("campaign.loading")} rows={2} />;
  if (state.status === "failed") {
    return (
      <AdminPage title={state.notFound ? t("campaign.notFound") : t("campaign.title")} back={back}>
        {state.notFound ? (
          <EmptyState
            icon={<SearchX />}
            title={t("campaign.notFound")}
            description={t("campaign.notFoundDetail")}
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
      notify.success(t("campaign.cancelled"), t("campaign.cancelledDetail"));
      return true;
    } catch (error) {
      notify.error(t("error"), errorMessage(error, t("campaign.cancelFailed")));
      // It may have started meanwhile: show what it is now.
      reload();
      return false;
    }
  }

  return (
    <AdminPage
      title={c.title}
      titleTestId="campaign-page-title"
      back={back}
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
                <Ban aria-hidden /> {t("campaign.cancel")}
              </Button>
            }
            title={t("campaign.cancelTitle")}
            description={t("campaign.cancelDetail")}
            confirmLabel={t("campaign.cancel")}
            dismissLabel={t("campaign.keep")}
            onConfirm={cancel}
            confirmTestId="campaign-cancel-confirm"
          />
        )
      }
    >
      <CampaignCountTiles counts={c.counts} />
      <CampaignDetails campaign={c} shopName={shopName} rewards={rewards} />
    </AdminPage>
  );
}

/** Still going out, or due within the minute: its counts are about to move. */
function isMoving(c: CampaignView) {
  if (c.status === "sending") return true;
  return c.status === "scheduled" && Date.parse(c.sendAt) - Date.now() < 60_000;
}
