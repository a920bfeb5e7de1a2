"use client";

import { Check, TriangleAlert, X } from "lucide-react";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { HeldReferral } from "@/lib/referrals/types";
import { MOMENT } from "@/lib/i18n/dates";

/** What the owner decides on a held bonus; the two answers of POST /api/admin/referrals/[id]/… */
export type Decision = "approve" | "dismiss";

const linkClass = "font-semibold break-all underline-offset-4 hover:underline";

/** One held bonus: who invited whom, why it waits, when, what approving gives, the decision. */
export function HeldReferralCard({
  referral: r,
  onDecide,
}: {
  referral: HeldReferral;
  onDecide: (decision: Decision) => Promise<boolean>;
}) {
  const t = useTranslations("adminInvite");
  const format = useFormatter();
  const [approving, setApproving] = useState(false);
  const moment = (value: string) => format.dateTime(new Date(value), MOMENT);
  const names = { inviter: r.inviter.username, friend: r.friend.username };

  // Each name isolated (bdi): two Latin usernames side by side in an Arabic sentence.
  const who = t.rich("held.invited", {
    inviterName: r.inviter.username,
    friendName: r.friend.username,
    inviter: (chunks) => (
      <Link href={`/admin/users/${r.inviter.id}`} className={linkClass}>
        <bdi>{chunks}</bdi>
      </Link>
    ),
    friend: (chunks) => (
      <Link href={`/admin/users/${r.friend.id}`} className={linkClass}>
        <bdi>{chunks}</bdi>
      </Link>
    ),
  });

  async function approve() {
    setApproving(true);
    // A failed call leaves the card, and its button, for another try.
    if (!(await onDecide("approve"))) setApproving(false);
  }

  return (
    <Card data-testid="held-referral" data-referral-id={r.id} data-reason={r.reason}>
      <CardHeader className="gap-2">
        <p className="min-w-0 text-base wrap-anywhere" data-testid="held-referral-who">
          {who}
        </p>
        <p className="flex items-start gap-2 text-sm">
          <TriangleAlert className="text-warning mt-0.5 size-4 shrink-0" aria-hidden />
          <span className="font-medium" data-testid="held-referral-reason">
            {t(`reasons.${r.reason}`)}
          </span>
        </p>
        <p className="text-muted-foreground text-xs">
          {t("held.joined", { when: moment(r.joinedAt) })} ·{" "}
          {r.cameBackAt ? t("held.cameBack", { when: moment(r.cameBackAt) }) : t("held.notBack")}
        </p>
      </CardHeader>
      <CardContent className="space-y-3">
        <p className="text-sm wrap-anywhere" data-testid="held-referral-gives">
          {r.reason === "return_voided"
            ? t("held.keeps", names)
            : t("held.gives", { ...names, count: r.inviterPunches })}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            onClick={approve}
            disabled={approving}
            data-testid="held-referral-approve"
          >
            <Check aria-hidden /> {t("held.approve")}
          </Button>
          <ConfirmDialog
            title={t("held.dismissQuestion", names)}
            description={t("held.dismissOutcome", names)}
            confirmLabel={t("held.dismiss")}
            confirmTestId="confirm-held-dismiss"
            onConfirm={() => onDecide("dismiss")}
            trigger={
              <Button
                variant="outline"
                size="sm"
                disabled={approving}
                data-testid="held-referral-dismiss"
              >
                <X aria-hidden /> {t("held.dismiss")}
              </Button>
            }
          />
        </div>
      </CardContent>
    </Card>
  );
}
