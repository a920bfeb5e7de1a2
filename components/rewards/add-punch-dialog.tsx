"use client";

import { Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormDialog } from "@/components/ui/form-dialog";
import { notify } from "@/components/ui/toast";
import { useForm } from "@/components/ui/use-form";
import { api } from "@/lib/http/fetcher";
import { DEFAULT_CARD_SIZE } from "@/lib/program/card";
import { addPunchFormSchema } from "@/lib/rewards/schema";
import { ReasonField } from "@/components/trust/reason-field";

type CardState = { punches: number; isComplete: boolean; size?: number };

/** "Add Punch": one punch by hand (a lost token, a goodwill gesture), with the admin's reason. */
export function AddPunchDialog({
  user,
  disabled,
  size,
  onDone,
}: {
  user: { id: string; username: string; cardSize?: number | null };
  disabled?: boolean;
  /** "sm" beside the other small actions of a customer's page. */
  size?: "sm" | "default";
  onDone: (card: CardState) => void;
}) {
  const t = useTranslations("admin.users.addPunch");
  const [open, setOpen] = useState(false);
  const { pending, onSubmit, field, reset } = useForm({
    initial: { reason: "" },
    schema: addPunchFormSchema,
    action: (body) => api<CardState>(`/punchcard/${user.id}/punch`, { method: "POST", body }),
    onSuccess: (card) => {
      const size = card.size ?? user.cardSize ?? DEFAULT_CARD_SIZE;
      notify.success(
        t("added"),
        t("addedDetail", { username: user.username, punches: card.punches, size }),
      );
      setOpen(false);
      reset();
      onDone(card);
    },
    fallback: t("failed"),
  });
  // Each field's binding, by its name in the schema.
  const bound = {
    reason: field("reason"),
  };

  return (
    <>
      <Button
        variant="outline"
        size={size}
        disabled={disabled}
        onClick={() => setOpen(true)}
        data-testid="admin-add-punch"
      >
        <Plus aria-hidden /> {t("button")}
      </Button>
      <FormDialog
        open={open}
        onClose={() => setOpen(false)}
        pending={pending}
        title={t("title", { username: user.username })}
        description={t("description")}
        onSubmit={onSubmit}
        testId="admin-add-punch"
        submitLabel={t("button")}
      >
        <ReasonField
          id={`punch-reason-${user.id}`}
          {...bound.reason}
          placeholder={t("reasonPlaceholder")}
        />
      </FormDialog>
    </>
  );
}
