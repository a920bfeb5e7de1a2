"use client";

import { Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useText } from "@/components/i18n/use-text";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { notify } from "@/components/ui/toast";
import { api, errorMessage } from "@/lib/http/fetcher";
import { TRY_AGAIN } from "@/lib/ui/messages";
import { DELETE_USER_FAILED, USER_DELETED } from "@/lib/users/messages";

/**
 * "Delete" an account after confirming, from the users list or the account's own page. An
 * admin cannot delete their own row. `compact` keeps only the icon on phones (list rows).
 */
export function DeleteUserButton({
  user,
  isSelf,
  compact,
  onDeleted,
}: {
  user: { id: string; username: string };
  isSelf: boolean;
  compact?: boolean;
  onDeleted: () => void;
}) {
  const t = useTranslations("admin.users.delete");
  const text = useText();

  async function remove() {
    try {
      await api(`/users/${user.id}`, { method: "DELETE" });
      notify.success(text(USER_DELETED), t("deleted", { username: user.username }));
      onDeleted();
      return true;
    } catch (e) {
      notify.error(text(DELETE_USER_FAILED), errorMessage(e, text(TRY_AGAIN)));
      return false;
    }
  }

  return (
    <ConfirmDialog
      testId="delete-user-dialog"
      confirmTestId="delete-user-confirm"
      title={t("title", { username: user.username })}
      description={t("description")}
      confirmLabel={t("confirm")}
      onConfirm={remove}
      trigger={
        <Button
          variant="outline"
          size="sm"
          className="text-destructive hover:text-destructive"
          disabled={isSelf}
          title={isSelf ? t("notSelf") : undefined}
          data-testid="user-delete"
        >
          <Trash2 aria-hidden />{" "}
          {compact ? <span className="sr-only sm:not-sr-only">{t("button")}</span> : t("button")}
        </Button>
      }
    />
  );
}
