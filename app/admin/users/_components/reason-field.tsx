"use client";

import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";

/** The admin's reason for a void or a hand adjustment: kept in the ledger with who gave it. */
export function ReasonField({
  id,
  value,
  onChange,
  placeholder = "A refund, a mistaken scan…",
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>Reason</Label>
      <Textarea
        id={id}
        value={value}
        maxLength={200}
        rows={2}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
        data-testid="reason-input"
      />
    </div>
  );
}
