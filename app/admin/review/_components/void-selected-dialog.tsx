"use client";

import { Undo2 } from "lucide-react";
import { useState } from "react";
import { ReasonField } from "@/app/admin/users/_components/reason-field";
import { voidEntries } from "@/app/admin/users/_components/void-entries";
import { Button } from "@/components/ui/button";
import { FormDialog } from "@/components/ui/form-dialog";
import { notify } from "@/components/ui/toast";
import { useForm } from "@/components/ui/use-form";
import { voidEntrySchema } from "@/lib/validation/rewards";

/** "Void selected": one reason for all the chosen entries, each voided in its own transaction. */
export function VoidSelectedDialog({
  ids,
  onDone,
}: {
  ids: number[];
  onDone: () => Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  const { pending, onSubmit, field, reset } = useForm({
    initial: { reason: "" },
    schema: voidEntrySchema,
    action: ({ reason }) => voidEntries(ids, reason),
    onSuccess: async ({ voided, failed }) => {
      if (voided.length > 0) {
        notify.success(
          voided.length === 1 ? "Entry Voided" : `${voided.length} Entries Voided`,
          "Reversed with your reason",
        );
      }
      for (const { message } of failed) notify.error("Could not void", message);
      setOpen(false);
      reset();
      await onDone();
    },
    fallback: "Failed to void the entries",
  });

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        disabled={ids.length === 0}
        onClick={() => setOpen(true)}
        data-testid="void-selected"
      >
        <Undo2 aria-hidden /> Void selected{ids.length > 0 ? ` (${ids.length})` : ""}
      </Button>
      <FormDialog
        open={open}
        onClose={() => setOpen(false)}
        pending={pending}
        title={ids.length === 1 ? "Void 1 entry?" : `Void ${ids.length} entries?`}
        description="Each entry is reversed by a new entry with your reason: punches of the current card come off, XP comes back off. Nothing is deleted."
        onSubmit={onSubmit}
        testId="void-selected"
        submitLabel="Void"
      >
        <ReasonField id="void-selected-reason" {...field("reason")} />
      </FormDialog>
    </>
  );
}
