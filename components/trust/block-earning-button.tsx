"use client";

import { Ban, CircleCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { SubmitButton } from "@/components/ui/submit-button";
import { notify } from "@/components/ui/toast";
import { useSubmit } from "@/components/ui/use-submit";
import { api } from "@/lib/http/fetcher";

type EarningState = { earningBlocked: boolean };

/**
 * "Block earning" (asks first: every token or code the customer tries is then refused) or
 * "Unblock" for a blocked customer. `onDone` gets the new state.
 */
export function BlockEarningButton({
  user,
  onDone,
}: {
  user: { id: string; earningBlocked: boolean };
  onDone?: (state: EarningState) => void;
}) {
  const t = useTranslations("admin.users.block");
  const { pending, submit: set } = useSubmit({
    action: (blocked: boolean) =>
      api<EarningState>(`/users/${user.id}/${blocked ? "block" : "unblock"}`, { method: "POST" }),
    onSuccess: (state, blocked) => {
      notify.success(
        blocked ? t("blocked") : t("unblocked"),
        blocked ? t("blockedDetail") : t("unblockedDetail"),
      );
      onDone?.(state);
    },
    fallback: t("failed"),
  });

  if (user.earningBlocked) {
    return (
      <SubmitButton
        type="button"
        variant="outline"
        size="sm"
        pending={pending}
        icon={<CircleCheck aria-hidden />}
        onClick={() => void set(false)}
        data-testid="unblock-earning"
      >
        {t("unblock")}
      </SubmitButton>
    );
  }
  return (
    <ConfirmDialog
      title={t("title")}
      description={t("description")}
      confirmLabel={t("button")}
      confirmTestId="confirm-block"
      onConfirm={() => set(true)}
      trigger={
        <Button
          variant="outline"
          size="sm"
          className="text-destructive hover:text-destructive"
          disabled={pending}
          data-testid="block-earning"
        >
          <Ban aria-hidden /> {t("button")}
        </Button>
      }
    />
  );
}
