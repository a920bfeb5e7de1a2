"use client";

import { Plus, Printer } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { AdminPageBody } from "@/components/layout/admin-page";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import type { BatchSummary } from "@/lib/rewards/batch-queries";
import { BatchRow } from "./batch-row";
import { NewSheetDialog } from "./new-sheet-dialog";

/** The printed token sheets: make one, print it, see how many were used, void one (admins). */
export function BatchesScreen({
  batches,
  canVoid,
  staffTokensPerDay,
  maxTokenPunches,
}: {
  batches: BatchSummary[];
  canVoid: boolean;
  /** A staff member's daily allowance of sheet tokens; null for the owner, who has none. */
  staffTokensPerDay: number | null;
  maxTokenPunches: number;
}) {
  const t = useTranslations("counter.sheets");
  const router = useRouter();
  const [creating, setCreating] = useState(false);

  return (
    <AdminPageBody
      title={t("title")}
      description={t("description")}
      back={canVoid ? undefined : null}
      actions={
        <Button onClick={() => setCreating(true)} data-testid="batch-new">
          <Plus aria-hidden /> {t("new.title")}
        </Button>
      }
    >
      {batches.length === 0 ? (
        <EmptyState icon={<Printer />} title={t("empty")} data-testid="batches-empty" />
      ) : (
        <ul className="space-y-3" data-testid="batches">
          {batches.map((batch) => (
            <BatchRow
              key={batch.id}
              batch={batch}
              canVoid={canVoid}
              onVoided={() => router.refresh()}
            />
          ))}
        </ul>
      )}
      <NewSheetDialog
        staffTokensPerDay={staffTokensPerDay}
        maxTokenPunches={maxTokenPunches}
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(id) => {
          setCreating(false);
          router.push(`/counter/batches/${id}/print`);
        }}
      />
    </AdminPageBody>
  );
}
