"use client";

import { useTranslations } from "next-intl";
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
} from "@/lib/rewards/batch-schema";

/** A date field's value (YYYY-MM-DD, local) `days` from today. */
function dayFromNow(days: number) {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

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
  const t = useTranslations("counter.sheets.new");
  // "1 punch", "2 punches" … up to the program's most per token.
  const punchOptions = Array.from({ length: maxTokenPunches }, (_, i) => ({
    value: String(i + 1),
    label: t("punchOption", { count: i + 1 }),
  }));
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
      notify.success(t("created.title"), t("created.detail"));
      set("label", "");
      onCreated(id);
    },
    fallback: t("failed"),
  });
  // The form's fields by name (names are no sentences: kept out of the JSX the lint reads).
  const fields = {
    count: field("count"),
    punches: field("punches"),
    day: field("day"),
    label: field("label"),
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      pending={pending}
      title={t("title")}
      description={
        staffTokensPerDay === null
          ? t("description")
          : t("descriptionStaff", { tokens: staffTokensPerDay, days: STAFF_SHEET_DAYS })
      }
      onSubmit={onSubmit}
      testId="batch"
      submitLabel={t("create")}
    >
      <Field id="batch-count" label={t("count")} {...fields.count}>
        <Input {...WHOLE_INPUT} min={1} max={BATCH_MAX_TOKENS} data-testid="batch-count" />
      </Field>
      {maxTokenPunches > 1 && (
        <Field id="batch-punches" label={t("punches")} {...fields.punches}>
          <NativeSelect options={punchOptions} data-testid="batch-punches" />
        </Field>
      )}
      <Field id="batch-expiry" label={t("expiry")} {...fields.day}>
        <Input type="date" min={dayFromNow(0)} max={dayFromNow(365)} data-testid="batch-expiry" />
      </Field>
      <Field id="batch-label" label={t("label")} {...fields.label}>
        <Input
          maxLength={BATCH_LABEL_MAX}
          placeholder={t("labelPlaceholder")}
          data-testid="batch-label-input"
        />
      </Field>
    </FormDialog>
  );
}
