"use client";

import { Sparkles } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormDialog } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { notify } from "@/components/ui/toast";
import { useSubmit } from "@/components/ui/use-submit";
import { formatXp } from "@/lib/format";
import { api } from "@/lib/http/fetcher";
import { xpAdjustmentFormSchema } from "@/lib/validation/rewards";
import { ReasonField } from "./reason-field";

type XpState = { xp: number; level: number };

/** "Adjust XP": XP given (positive) or taken back (negative) by hand, with the admin's reason. */
export function AdjustXpDialog({
  user,
  size,
  onDone,
}: {
  user: { id: string; username: string };
  /** "sm" beside the other small actions of a customer's page. */
  size?: "sm" | "default";
  onDone: (state: XpState) => void;
}) {
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const { pending, form } = useSubmit({
    schema: xpAdjustmentFormSchema,
    action: (body) => api<XpState>(`/users/${user.id}/xp`, { method: "POST", body }),
    onSuccess: (state) => {
      notify.success("XP Adjusted", `${user.username} now has ${formatXp(state.xp)}`);
      setOpen(false);
      setAmount("");
      setReason("");
      onDone(state);
    },
    fallback: "Failed to adjust XP",
  });

  return (
    <>
      <Button variant="outline" size={size} onClick={() => setOpen(true)} data-testid="adjust-xp">
        <Sparkles aria-hidden /> Adjust XP
      </Button>
      <FormDialog
        open={open}
        onClose={() => setOpen(false)}
        pending={pending}
        title={`Adjust ${user.username}'s XP`}
        description="A negative amount takes XP back. The level follows, and the change is recorded with your name and reason."
        onSubmit={form({ amount, reason })}
        testId="adjust-xp"
        submitLabel="Adjust XP"
      >
        <div className="space-y-2">
          <Label htmlFor={`xp-amount-${user.id}`}>Amount</Label>
          <Input
            id={`xp-amount-${user.id}`}
            inputMode="numeric"
            value={amount}
            placeholder="25 or -25"
            onChange={(e) => setAmount(e.target.value)}
            data-testid="xp-amount"
          />
        </div>
        <ReasonField id={`xp-reason-${user.id}`} value={reason} onChange={setReason} />
      </FormDialog>
    </>
  );
}
