"use client";

import { Ban, Printer } from "lucide-react";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { notify } from "@/components/ui/toast";
import { api, errorMessage } from "@/lib/http/fetcher";
import type { BatchSummary } from "@/lib/rewards/batch-queries";
import { DAY, MOMENT } from "@/lib/i18n/dates";

function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  const format = useFormatter();
  return (
    <div className="bg-muted rounded-md px-3 py-1.5">
      <dt className="text-muted-foreground text-[11px] uppercase">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums" data-testid={testId}>
        {format.number(value)}
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
  const t = useTranslations("counter.sheets");
  const format = useFormatter();
  const title = batch.label || t("untitled");
  const made = format.dateTime(new Date(batch.createdAt), MOMENT);
  const expires = format.dateTime(new Date(batch.expiresAt), DAY);
  const madeBy = batch.createdBy
    ? t.rich("madeBy", {
        count: batch.count,
        date: made,
        name: batch.createdBy,
        who: (chunks) => <bdi>{chunks}</bdi>,
      })
    : t("madeByRemoved", { count: batch.count, date: made });

  async function voidSheet() {
    try {
      await api(`/token-batches/${batch.id}/void`, { method: "POST" });
      notify.success(t("voided.title"), t("voided.detail"));
      onVoided();
      return true;
    } catch (e) {
      notify.error(t("error"), errorMessage(e, t("voided.failed")));
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
            <p className="text-muted-foreground text-sm">{madeBy}</p>
            <p className="text-sm">
              {batch.expired
                ? t("expiredOn", { date: expires })
                : t("expiresOn", { date: expires })}
              {batch.voidedAt && (
                <Badge variant="destructive" className="ms-2" data-testid="batch-voided">
                  {t("voidedBadge")}
                </Badge>
              )}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <Link href={`/counter/batches/${batch.id}/print`} data-testid="batch-print">
                <Printer aria-hidden /> {t("print.print")}
              </Link>
            </Button>
            {canVoid && !batch.voidedAt && (
              <ConfirmDialog
                trigger={
                  <Button variant="outline" size="sm" data-testid="batch-void">
                    <Ban aria-hidden /> {t("void.button")}
                  </Button>
                }
                title={t("void.question", { title })}
                description={t("void.outcome")}
                confirmLabel={t("void.button")}
                confirmTestId="confirm-void"
                onConfirm={voidSheet}
              />
            )}
          </div>
        </div>
        <dl className="grid grid-cols-3 gap-2 sm:max-w-md">
          <Figure label={t("figures.used")} value={batch.used} testId="batch-used" />
          <Figure label={t("figures.unused")} value={batch.unused} testId="batch-unused" />
          <Figure label={t("figures.expired")} value={batch.expiredUnused} testId="batch-expired" />
        </dl>
      </Card>
    </li>
  );
}
