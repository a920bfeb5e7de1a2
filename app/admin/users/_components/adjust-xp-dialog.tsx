"use client";

import { Sparkles } from "lucide-react";
import { useState } from "react";
import { Field } from "@/components/ui/field";
import { Button } from "@/components/ui/button";
import { FormDialog } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import { notify } from "@/components/ui/toast";
import { useForm } from "@/components/ui/use-form";
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
  const { pending, onSubmit, field, reset } = useForm({
    initial: { amount: "", reason: "" },
    schema: xpAdjustmentFormSchema,
    action: (body) => api<XpState>(`/users/${user.id}/xp`, { method: "POST", body }),
    onSuccess: (state) => {
      notify.success("XP Adjusted", `${user.username} now has ${formatXp(state.xp)}`);
      setOpen(false);
      reset();
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
        onSubmit={onSubmit}
        testId="adjust-xp"
        submitLabel="Adjust XP"
      >
        <Field id={`xp-amount-${user.id}`} label="Amount" {...field("amount")}>
          <Input inputMode="numeric" placeholder="25 or -25" data-testid="xp-amount" />
        </Field>
        <ReasonField id={`xp-reason-${user.id}`} {...field("reason")} />
      </FormDialog>
    </>
  );
}
