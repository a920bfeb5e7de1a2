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
import { xpAdjustmentSchema } from "@/lib/validation/rewards";
import type { ListedUser } from "./types";

/** The admin gives (or, negative, takes) XP by hand; the ledger records who did it. */
export function XpDialog({
  user,
  onDone,
}: {
  user: Pick<ListedUser, "id" | "username" | "xp">;
  onDone: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState("");
  const { pending, form } = useSubmit({
    schema: xpAdjustmentSchema,
    action: (body) => api(`/users/${user.id}/xp`, { method: "POST", body }),
    onSuccess: (_, input) => {
      notify.success(
        "XP Adjusted",
        `${input.amount > 0 ? "+" : ""}${input.amount} XP for ${user.username}`,
      );
      setOpen(false);
      setAmount("");
      onDone();
    },
    fallback: "Failed to adjust XP",
  });
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => setOpen(true)}
        data-testid="user-adjust-xp"
      >
        <Sparkles aria-hidden /> Adjust XP
      </Button>
      <FormDialog
        open={open}
        onClose={() => setOpen(false)}
        pending={pending}
        title={`Adjust ${user.username}'s XP`}
        description={`They have ${formatXp(user.xp)}. A negative amount takes XP back.`}
        onSubmit={form({ amount: amount.trim() === "" ? Number.NaN : Number(amount) })}
        testId="adjust-xp"
        submitLabel="Adjust XP"
      >
        <div className="space-y-2">
          <Label htmlFor={`xp-${user.id}`}>Amount</Label>
          <Input
            id={`xp-${user.id}`}
            type="number"
            inputMode="numeric"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            data-testid="adjust-xp-amount"
          />
        </div>
      </FormDialog>
    </>
  );
}
