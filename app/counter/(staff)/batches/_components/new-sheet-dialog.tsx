"use client";

import { Field } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import { Input, WHOLE_INPUT } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/select";
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
  "Each card on the sheet is scanned once, until the end of its expiry date.";

/** A date field's value (YYYY-MM-DD, local) `days` from today. */
function dayFromNow(days: number) {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** "1 punch", "2 punches" … up to the program's most per token. */
const punchOptions = (max: number) =>
  Array.from({ length: max }, (_, i) => ({
    value: String(i + 1),
    label: i === 0 ? "1 punch" : `${i + 1} punches`,
  }));

/**
 * "New sheet": how many tokens, the punches each carries (when the program allows more than
 * one), the last day they work, and a label to find the sheet by.
 */
export function NewSheetDialog({
  open,
  onClose,
  onCreated,
  staffTokensPerDay,
  maxTokenPunches,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (id: string) => void;
  staffTokensPerDay: number | null;
  /** The program's most punches per token: a choice from 1 up to it when above 1. */
  maxTokenPunches: number;
}) {
  const { pending, onSubmit, field, set } = useForm({
    initial: { count: "30", day: dayFromNow(30), label: "", punches: "1" },
    input: ({ count, day, label, punches }) => ({
      count: Number(count),
      expiresAt: endOfLocalDay(day),
      label,
      // Sent only when chosen, so a sheet of single punches is the request it always was.
      ...(Number(punches) > 1 ? { punches: Number(punches) } : {}),
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
      {maxTokenPunches > 1 && (
        <Field id="batch-punches" label="Punches per token" {...field("punches")}>
          <NativeSelect options={punchOptions(maxTokenPunches)} data-testid="batch-punches" />
        </Field>
      )}
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
