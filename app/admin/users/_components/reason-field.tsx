"use client";

import { Field, type FieldBinding } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";

/** The admin's reason for a void or a hand adjustment: kept in the ledger with who gave it. */
export function ReasonField({
  id,
  placeholder = "A refund, a mistaken scan…",
  ...binding
}: { id: string; placeholder?: string } & FieldBinding) {
  return (
    <Field id={id} label="Reason" {...binding}>
      <Textarea maxLength={200} rows={2} placeholder={placeholder} data-testid="reason-input" />
    </Field>
  );
}
