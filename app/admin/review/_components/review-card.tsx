"use client";

import { ExternalLink, TriangleAlert } from "lucide-react";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { BlockEarningButton } from "@/components/trust/block-earning-button";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { notify } from "@/components/ui/toast";
import { api, errorMessage } from "@/lib/http/fetcher";
import { useFlagText } from "./use-flag-text";
import type { ReviewCustomer } from "@/lib/trust/review-types";
import { ActivityList } from "./activity-list";
import { VoidSelectedDialog } from "./void-selected-dialog";
import { MOMENT } from "@/lib/i18n/dates";

/** One flagged customer: why, their recent activity, and the owner's actions. */
export function ReviewCard({
  customer,
  onChanged,
}: {
  customer: ReviewCustomer;
  onChanged: () => Promise<void>;
}) {
  const t = useTranslations("adminCounter.review");
  const format = useFormatter();
  const flagText = useFlagText();
  const [selected, setSelected] = useState<number[]>([]);
  const moment = (value: Date | string) => format.dateTime(new Date(value), MOMENT);

  async function dismiss() {
    try {
      await api(`/admin/review/${customer.id}/dismiss`, { method: "POST" });
      notify.success(t("dismissed.title"), t("dismissed.detail", { name: customer.username }));
      await onChanged();
      return true;
    } catch (error) {
      notify.error(t("error"), errorMessage(error, t("dismissed.failed")));
      return false;
    }
  }
  const standing = {
    punches: customer.punches,
    size: customer.cardSize,
    waiting: customer.waiting,
    level: customer.level,
    xp: customer.xp,
  };

  return (
    <Card data-testid="review-customer" data-username={customer.username}>
      <CardHeader className="gap-3">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <h2 className="min-w-0 text-lg font-semibold break-all" data-testid="review-username">
            {customer.username}
          </h2>
          {customer.earningBlocked && (
            <Badge variant="destructive" data-testid="review-blocked">
              {t("blocked")}
            </Badge>
          )}
        </div>
        <p className="text-muted-foreground text-sm break-words">
          {customer.name && <span>{customer.name} · </span>}
          {customer.waiting > 0 ? t("standingWaiting", standing) : t("standing", standing)}
        </p>
        <ul className="space-y-1.5" data-testid="review-flags">
          {customer.flags.map((flag) => (
            <li key={flag.id} className="flex items-start gap-2 text-sm">
              <TriangleAlert className="text-warning mt-0.5 size-4 shrink-0" aria-hidden />
              <span>
                <span className="font-medium" data-testid="review-reason">
                  {flagText(flag)}
                </span>
                <span className="text-muted-foreground block text-xs">
                  {t("firstLast", { first: moment(flag.firstAt), last: moment(flag.lastAt) })}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </CardHeader>
      <CardContent className="space-y-4">
        <ActivityList entries={customer.recent} selected={selected} onSelect={setSelected} />
        <div className="flex flex-wrap gap-2">
          <VoidSelectedDialog
            ids={selected}
            onDone={async () => {
              setSelected([]);
              await onChanged();
            }}
          />
          <ConfirmDialog
            title={t("dismiss.question", { name: customer.username })}
            description={t("dismiss.outcome")}
            confirmLabel={t("dismiss.button")}
            confirmTestId="confirm-dismiss"
            onConfirm={dismiss}
            trigger={
              <Button variant="outline" size="sm" data-testid="review-dismiss">
                {t("dismiss.button")}
              </Button>
            }
          />
          <BlockEarningButton user={customer} onDone={() => void onChanged()} />
          <Button asChild variant="ghost" size="sm">
            <Link href={`/admin/users/${customer.id}`} data-testid="review-history">
              <ExternalLink aria-hidden /> {t("history")}
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
