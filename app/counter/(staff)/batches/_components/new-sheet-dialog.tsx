"use client";

import { Field } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import { Input, WHOLE_INPUT } from "@/components/ui/input";
import { notify } from "@/components/ui/toast";
import { useForm } from "@/components/ui/use-form";
import { api } from "@/lib/http/fetcher";
import {
  BATCH_LABEL_MAX,
  BATCH_MAX_TOKENS,
  createBatchSchema,
  endOfLocalDay,
  STAFF_SHEET_DAYS,
} from "@/lib/validation/batches";

const SHEET_DESCRIPTION =
  "Each card on the sheet is one punch, scanned once, until the end of its expiry date.";

/** A date field's value (YYYY-MM-DD, local) `days` from today. */
function dayFromNow(days: number) {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** "New sheet": how many tokens, the last day they work, and a label to find the sheet by. */
export function NewSheetDialog({
  open,
  onClose,
  onCreated,
  staffTokensPerDay,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (id: string) => void;
  staffTokensPerDay: number | null;
}) {
  const { pending, onSubmit, field, set } = useForm({
    initial: { count: "30", day: dayFromNow(30), label: "" },
    input: ({ count, day, label }) => ({
      count: Number(count),
      expiresAt: endOfLocalDay(day),
      label,
    }),
    fields: { expiresAt: "day" },
    schema: createBatchSchema,
    action: (body) => api<{ id: string }>("/token-batches", { method: "POST", body }),
    onSuccess: ({ id }) => {
      notify.success("Sheet created", "Print it and cut out the cards.");
      set("label", "");
      onCreated(id);
    },
    fallback: "Failed to create the sheet",
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      pending={pending}
      title="New sheet"
      description={
        staffTokensPerDay === null
          ? SHEET_DESCRIPTION
          : `${SHEET_DESCRIPTION} Staff sheets: up to ${staffTokensPerDay} tokens a day, expiring within ${STAFF_SHEET_DAYS} days.`
      }
      onSubmit={onSubmit}
      testId="batch"
      submitLabel="Create"
    >
      <Field id="batch-count" label="Number of tokens" {...field("count")}>
        <Input {...WHOLE_INPUT} min={1} max={BATCH_MAX_TOKENS} data-testid="batch-count" />
      </Field>
      <Field id="batch-expiry" label="Expiry date" {...field("day")}>
        <Input type="date" min={dayFromNow(0)} max={dayFromNow(365)} data-testid="batch-expiry" />
      </Field>
      <Field id="batch-label" label="Label (optional)" {...field("label")}>
        <Input
          maxLength={BATCH_LABEL_MAX}
          placeholder="Receipts, December"
          data-testid="batch-label-input"
        />
      </Field>
    </FormDialog>
  );
}
