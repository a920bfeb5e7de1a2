"use client";

import { Undo2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ReasonField } from "@/components/trust/reason-field";
import { voidEntries } from "@/components/trust/void-entries";
import { Button } from "@/components/ui/button";
import { FormDialog } from "@/components/ui/form-dialog";
import { notify } from "@/components/ui/toast";
import { useForm } from "@/components/ui/use-form";
import { voidEntrySchema } from "@/lib/rewards/schema";

/** "Void selected": one reason for all the chosen entries, each voided in its own transaction. */
export function VoidSelectedDialog({
  ids,
  onDone,
}: {
  ids: number[];
  onDone: () => Promise<void>;
}) {
  const t = useTranslations("adminCounter.review.void");
  const [open, setOpen] = useState(false);
  const { pending, onSubmit, field, reset } = useForm({
    initial: { reason: "" },
    schema: voidEntrySchema,
    action: ({ reason }) => voidEntries(ids, reason),
    onSuccess: async ({ voided, failed }) => {
      if (voided.length > 0) {
        notify.success(t("done.title", { count: voided.length }), t("done.detail"));
      }
      for (const { message } of failed) notify.error(t("failedOne"), message);
      setOpen(false);
      reset();
      await onDone();
    },
    fallback: t("failed"),
  });

  const reason = field("reason");
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        disabled={ids.length === 0}
        onClick={() => setOpen(true)}
        data-testid="void-selected"
      >
        <Undo2 aria-hidden /> {t("button", { count: ids.length })}
      </Button>
      <FormDialog
        open={open}
        onClose={() => setOpen(false)}
        pending={pending}
        title={t("question", { count: ids.length })}
        description={t("outcome")}
        onSubmit={onSubmit}
        testId="void-selected"
        submitLabel={t("submit")}
      >
        <ReasonField id="void-selected-reason" {...reason} />
      </FormDialog>
    </>
  );
}
