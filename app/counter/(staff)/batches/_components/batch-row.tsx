"use client";

import { Ban, Printer } from "lucide-react";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DATE_ONLY, LocalDate, SHORT_DATE_TIME } from "@/components/ui/local-date";
import { notify } from "@/components/ui/toast";
import { api, errorMessage } from "@/lib/http/fetcher";
import type { BatchSummary } from "@/lib/rewards/batch-queries";

function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <div className="bg-muted rounded-md px-3 py-1.5">
      <dt className="text-muted-foreground text-[11px] uppercase">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** One sheet: what it is, who made it, until when, and its reconciliation at a glance. */
export function BatchRow({
  batch,
  canVoid,
  onVoided,
}: {
  batch: BatchSummary;
  canVoid: boolean;
  onVoided: () => void;
}) {
  const title = batch.label || "Untitled sheet";

  async function voidSheet() {
    try {
      await api(`/token-batches/${batch.id}/void`, { method: "POST" });
      notify.success("Sheet voided", "Its unused tokens no longer work.");
      onVoided();
      return true;
    } catch (e) {
      notify.error("Error", errorMessage(e, "Failed to void the sheet"));
      return false;
    }
  }

  return (
    <li data-testid="batch" data-batch-id={batch.id}>
      <Card className="gap-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0 flex-1 space-y-1">
            <h2 className="font-semibold break-words" data-testid="batch-label">
              {title}
            </h2>
            <p className="text-muted-foreground text-sm">
              {batch.count} tokens · made{" "}
              <LocalDate value={batch.createdAt} locale="en-US" options={SHORT_DATE_TIME} /> by{" "}
              {batch.createdBy ?? "a removed account"}
            </p>
            <p className="text-sm">
              {batch.expired ? "Expired" : "Expires"}{" "}
              <LocalDate value={batch.expiresAt} locale="en-US" options={DATE_ONLY} />
              {batch.voidedAt && (
                <Badge variant="destructive" className="ms-2" data-testid="batch-voided">
                  Voided
                </Badge>
              )}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <Link href={`/counter/batches/${batch.id}/print`} data-testid="batch-print">
                <Printer aria-hidden /> Print
              </Link>
            </Button>
            {canVoid && !batch.voidedAt && (
              <ConfirmDialog
                trigger={
                  <Button variant="outline" size="sm" data-testid="batch-void">
                    <Ban aria-hidden /> Void
                  </Button>
                }
                title={`Void "${title}"?`}
                description="Its unused tokens stop working at once: a customer scanning one is told it has expired. Punches already collected stay."
                confirmLabel="Void"
                confirmTestId="confirm-void"
                onConfirm={voidSheet}
              />
            )}
          </div>
        </div>
        <dl className="grid grid-cols-3 gap-2 sm:max-w-md">
          <Figure label="Used" value={batch.used} testId="batch-used" />
          <Figure label="Unused" value={batch.unused} testId="batch-unused" />
          <Figure label="Expired" value={batch.expiredUnused} testId="batch-expired" />
        </dl>
      </Card>
    </li>
  );
}
