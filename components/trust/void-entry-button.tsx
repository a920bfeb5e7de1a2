"use client";

import { Undo2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormDialog } from "@/components/ui/form-dialog";
import { notify } from "@/components/ui/toast";
import { useForm } from "@/components/ui/use-form";
import { api } from "@/lib/http/fetcher";
import type { VoidResult } from "@/lib/rewards/void";
import { useEntryWords } from "./use-entry-words";
import { voidEntrySchema } from "@/lib/rewards/schema";
import { ReasonField } from "./reason-field";

export type VoidableEntry = {
  id: number;
  reason: string;
  /** The void that reversed this entry (its id, or who made it): any value means voided. */
  voidedBy?: number | string | null;
  punchDelta?: number;
  xpDelta?: number;
};

/** Voids, resets and voided entries cannot be voided (the server refuses them too). */
export function canVoid(entry: VoidableEntry): boolean {
  return !entry.voidedBy && entry.reason !== "void" && entry.reason !== "card_reset";
}

/** "Void" on one ledger entry: asks the reason, reverses the entry, says so in a toast. */
export function VoidEntryButton({ entry, onDone }: { entry: VoidableEntry; onDone?: () => void }) {
  const t = useTranslations("admin.users.void");
  // A ledger entry's words are the review queue's (the same entries, the same catalogue).
  const { entryLabel, entryChange } = useEntryWords();
  const [open, setOpen] = useState(false);
  const { pending, onSubmit, field, reset } = useForm({
    initial: { reason: "" },
    schema: voidEntrySchema,
    action: (body) => api<VoidResult>(`/ledger/${entry.id}/void`, { method: "POST", body }),
    onSuccess: (result) => {
      notify.success(t("voided"), outcome(result));
      setOpen(false);
      reset();
      onDone?.();
    },
    errorTitle: t("failedTitle"),
    fallback: t("failed"),
  });
  /**
   * What the void took off, for its toast: a punch of a card already handed over stays in that
   * card's history and only the XP comes off, so the toast says so.
   */
  function outcome({ entry: reversal, cardHandedOver }: VoidResult): string {
    const kept = String(cardHandedOver);
    return reversal.punchDelta === 0 && reversal.xpDelta === 0
      ? t("nothingTakenOff", { kept })
      : t("takenOff", { change: entryChange(reversal), kept });
  }
  // Each field's binding, by its name in the schema.
  const bound = {
    reason: field("reason"),
  };

  if (entry.voidedBy) {
    return (
      <span className="text-muted-foreground text-xs" data-testid="entry-voided">
        {t("voidedLabel")}
      </span>
    );
  }
  if (!canVoid(entry)) return null;
  const label = entryLabel(entry.reason);
  const description =
    entry.punchDelta !== undefined && entry.xpDelta !== undefined
      ? t("descriptionChange", {
          entry: label,
          change: entryChange({ punchDelta: entry.punchDelta, xpDelta: entry.xpDelta }),
        })
      : t("description", { entry: label });
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => setOpen(true)}
        data-testid="void-entry"
        aria-label={t("buttonLabel", { entry: label, id: entry.id })}
      >
        <Undo2 aria-hidden /> {t("button")}
      </Button>
      <FormDialog
        open={open}
        onClose={() => setOpen(false)}
        pending={pending}
        title={t("title")}
        description={description}
        onSubmit={onSubmit}
        testId="void-entry"
        submitLabel={t("button")}
      >
        <ReasonField id={`void-reason-${entry.id}`} {...bound.reason} />
      </FormDialog>
    </>
  );
}
