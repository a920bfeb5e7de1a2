"use client";

import { Sparkles } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Field } from "@/components/ui/field";
import { Button } from "@/components/ui/button";
import { FormDialog } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import { notify } from "@/components/ui/toast";
import { useForm } from "@/components/ui/use-form";
import { api } from "@/lib/http/fetcher";
import { xpAdjustmentFormSchema } from "@/lib/rewards/schema";
import { ReasonField } from "@/components/trust/reason-field";

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
  const t = useTranslations("admin.users.adjustXp");
  const [open, setOpen] = useState(false);
  const { pending, onSubmit, field, reset } = useForm({
    initial: { amount: "", reason: "" },
    schema: xpAdjustmentFormSchema,
    action: (body) => api<XpState>(`/users/${user.id}/xp`, { method: "POST", body }),
    onSuccess: (state) => {
      notify.success(t("adjusted"), t("adjustedDetail", { username: user.username, xp: state.xp }));
      setOpen(false);
      reset();
      onDone(state);
    },
    fallback: t("failed"),
  });
  // Each field's binding, by its name in the schema.
  const bound = {
    amount: field("amount"),
    reason: field("reason"),
  };

  return (
    <>
      <Button variant="outline" size={size} onClick={() => setOpen(true)} data-testid="adjust-xp">
        <Sparkles aria-hidden /> {t("button")}
      </Button>
      <FormDialog
        open={open}
        onClose={() => setOpen(false)}
        pending={pending}
        title={t("title", { username: user.username })}
        description={t("description")}
        onSubmit={onSubmit}
        testId="adjust-xp"
        submitLabel={t("button")}
      >
        <Field id={`xp-amount-${user.id}`} label={t("amount")} {...bound.amount}>
          <Input inputMode="numeric" placeholder={t("amountPlaceholder")} data-testid="xp-amount" />
        </Field>
        <ReasonField id={`xp-reason-${user.id}`} {...bound.reason} />
      </FormDialog>
    </>
  );
}
