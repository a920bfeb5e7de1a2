"use client";

import { UserPlus } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { notify } from "@/components/ui/toast";
import { api, errorMessage } from "@/lib/http/fetcher";
import type { HeldReferral } from "@/lib/referrals/types";
import { HeldReferralCard, type Decision } from "./held-referral-card";

/**
 * The review queue's inviters' bonuses held for the owner's decision, newest first. A decided
 * one leaves the list; a second click elsewhere (another tab, another admin) changes nothing
 * on the server, which answers the status it already has.
 */
export function HeldReferrals({ initial }: { initial: HeldReferral[] }) {
  const t = useTranslations("adminInvite.held");
  const [held, setHeld] = useState(initial);

  async function decide(referral: HeldReferral, decision: Decision): Promise<boolean> {
    const names = { inviter: referral.inviter.username, friend: referral.friend.username };
    try {
      await api<{ status: string }>(`/admin/referrals/${referral.id}/${decision}`, {
        method: "POST",
      });
      setHeld((list) => list.filter((r) => r.id !== referral.id));
      if (decision === "approve") notify.success(t("approved"), t("approvedDetail", names));
      else notify.success(t("dismissed"), t("dismissedDetail", names));
      return true;
    } catch (error) {
      const fallback = decision === "approve" ? t("approveFailed") : t("dismissFailed");
      notify.error(t("error"), errorMessage(error, fallback));
      return false;
    }
  }

  return (
    <section className="space-y-4" aria-labelledby="held-referrals" data-testid="held-referrals">
      <div className="space-y-1">
        <h2 id="held-referrals" className="flex items-center gap-2 text-lg font-semibold">
          <UserPlus className="size-5 shrink-0" aria-hidden /> {t("title")}
        </h2>
        <p className="text-muted-foreground text-sm">{t("description")}</p>
      </div>
      {held.length === 0 ? (
        <EmptyState
          compact
          title={t("emptyTitle")}
          description={t("emptyDescription")}
          data-testid="held-referrals-empty"
        />
      ) : (
        <ul className="space-y-3" data-testid="held-referrals-list">
          {held.map((referral) => (
            <li key={referral.id}>
              <HeldReferralCard referral={referral} onDecide={(d) => decide(referral, d)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
