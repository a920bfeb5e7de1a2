"use client";

import { useState } from "react";
import { FormDialog } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { notify } from "@/components/ui/toast";
import { useSubmit } from "@/components/ui/use-submit";
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
  const [count, setCount] = useState("30");
  const [day, setDay] = useState(() => dayFromNow(30));
  const [label, setLabel] = useState("");
  const { pending, form } = useSubmit({
    schema: createBatchSchema,
    action: (body) => api<{ id: string }>("/token-batches", { method: "POST", body }),
    onSuccess: ({ id }) => {
      notify.success("Sheet created", "Print it and cut out the cards.");
      setLabel("");
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
      onSubmit={form({ count: Number(count), expiresAt: endOfLocalDay(day), label })}
      testId="batch"
      submitLabel="Create"
    >
      <div className="space-y-2">
        <Label htmlFor="batch-count">Number of tokens</Label>
        <Input
          id="batch-count"
          type="number"
          inputMode="numeric"
          min={1}
          max={BATCH_MAX_TOKENS}
          value={count}
          onChange={(e) => setCount(e.target.value)}
          data-testid="batch-count"
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor="batch-expiry">Expiry date</Label>
        <Input
          id="batch-expiry"
          type="date"
          min={dayFromNow(0)}
          max={dayFromNow(365)}
          value={day}
          onChange={(e) => setDay(e.target.value)}
          data-testid="batch-expiry"
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor="batch-label">Label (optional)</Label>
        <Input
          id="batch-label"
          value={label}
          onChange={(e) => setLabel(e.target.value)}
          maxLength={BATCH_LABEL_MAX}
          placeholder="Receipts, December"
          data-testid="batch-label-input"
        />
      </div>
    </FormDialog>
  );
}
