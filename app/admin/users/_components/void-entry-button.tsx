"use client";

import { Undo2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormDialog } from "@/components/ui/form-dialog";
import { notify } from "@/components/ui/toast";
import { useForm } from "@/components/ui/use-form";
import { api } from "@/lib/http/fetcher";
import type { VoidResult } from "@/lib/rewards/void";
import { entryChange, entryLabel, voidOutcome } from "@/lib/trust/flag-text";
import { voidEntrySchema } from "@/lib/validation/rewards";
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
  const [open, setOpen] = useState(false);
  const { pending, onSubmit, field, reset } = useForm({
    initial: { reason: "" },
    schema: voidEntrySchema,
    action: (body) => api<VoidResult>(`/ledger/${entry.id}/void`, { method: "POST", body }),
    onSuccess: (result) => {
      notify.success("Entry Voided", voidOutcome(result));
      setOpen(false);
      reset();
      onDone?.();
    },
    errorTitle: "Could not void",
    fallback: "Failed to void the entry",
  });

  if (entry.voidedBy) {
    return (
      <span className="text-muted-foreground text-xs" data-testid="entry-voided">
        Voided
      </span>
    );
  }
  if (!canVoid(entry)) return null;
  const change =
    entry.punchDelta !== undefined && entry.xpDelta !== undefined
      ? ` (${entryChange({ punchDelta: entry.punchDelta, xpDelta: entry.xpDelta })})`
      : "";
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => setOpen(true)}
        data-testid="void-entry"
        aria-label={`Void ${entryLabel(entry.reason)} #${entry.id}`}
      >
        <Undo2 aria-hidden /> Void
      </Button>
      <FormDialog
        open={open}
        onClose={() => setOpen(false)}
        pending={pending}
        title="Void this entry?"
        description={`${entryLabel(entry.reason)}${change} is reversed by a new entry with your reason. Nothing is deleted.`}
        onSubmit={onSubmit}
        testId="void-entry"
        submitLabel="Void"
      >
        <ReasonField id={`void-reason-${entry.id}`} {...field("reason")} />
      </FormDialog>
    </>
  );
}
