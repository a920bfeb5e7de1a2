"use client";

import { ExternalLink, TriangleAlert } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { BlockEarningButton } from "@/app/admin/users/_components/block-earning-button";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { LocalDate, SHORT_DATE_TIME } from "@/components/ui/local-date";
import { notify } from "@/components/ui/toast";
import { formatXp } from "@/lib/format";
import { api, errorMessage } from "@/lib/http/fetcher";
import { onNextCard } from "@/components/rewards/card-messages";
import { flagText } from "@/lib/trust/flag-text";
import type { ReviewCustomer } from "@/lib/trust/review-types";
import { ActivityList } from "./activity-list";
import { VoidSelectedDialog } from "./void-selected-dialog";

/** One flagged customer: why, their recent activity, and the owner's actions. */
export function ReviewCard({
  customer,
  onChanged,
}: {
  customer: ReviewCustomer;
  onChanged: () => Promise<void>;
}) {
  const [selected, setSelected] = useState<number[]>([]);

  async function dismiss() {
    try {
      await api(`/admin/review/${customer.id}/dismiss`, { method: "POST" });
      notify.success("Dismissed", `${customer.username} left the review queue`);
      await onChanged();
      return true;
    } catch (error) {
      notify.error("Error", errorMessage(error, "Failed to dismiss"));
      return false;
    }
  }

  return (
    <Card data-testid="review-customer" data-username={customer.username}>
      <CardHeader className="gap-3">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <h2 className="min-w-0 text-lg font-semibold break-all" data-testid="review-username">
            {customer.username}
          </h2>
          {customer.earningBlocked && (
            <Badge variant="destructive" data-testid="review-blocked">
              Earning blocked
            </Badge>
          )}
        </div>
        <p className="text-muted-foreground text-sm break-words">
          {customer.name && <span>{customer.name} · </span>}
          {customer.punches} / {customer.cardSize} punches
          {customer.waiting > 0 && ` (${onNextCard(customer.waiting)})`} · Level {customer.level} ·{" "}
          {formatXp(customer.xp)}
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
                  First <LocalDate value={flag.firstAt} options={SHORT_DATE_TIME} />, last{" "}
                  <LocalDate value={flag.lastAt} options={SHORT_DATE_TIME} />
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
            title={`Dismiss ${customer.username}?`}
            description="Their flags are closed with your name. New activity past a threshold flags them again."
            confirmLabel="Dismiss"
            confirmTestId="confirm-dismiss"
            onConfirm={dismiss}
            trigger={
              <Button variant="outline" size="sm" data-testid="review-dismiss">
                Dismiss
              </Button>
            }
          />
          <BlockEarningButton user={customer} onDone={() => void onChanged()} />
          <Button asChild variant="ghost" size="sm">
            <Link href={`/admin/users/${customer.id}`} data-testid="review-history">
              <ExternalLink aria-hidden /> History
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
