"use client";

import { useTranslations } from "next-intl";
import { Field, type FieldBinding } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";

/** The admin's reason for a void or a hand adjustment: kept in the ledger with who gave it. */
export function ReasonField({
  id,
  placeholder,
  ...binding
}: { id: string; placeholder?: string } & FieldBinding) {
  const t = useTranslations("admin.users.reason");
  return (
    <Field id={id} label={t("label")} {...binding}>
      <Textarea
        maxLength={200}
        rows={2}
        placeholder={placeholder ?? t("placeholder")}
        data-testid="reason-input"
      />
    </Field>
  );
}
