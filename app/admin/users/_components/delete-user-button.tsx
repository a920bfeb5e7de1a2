"use client";

import { Trash2 } from "lucide-react";
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
  async function remove() {
    try {
      await api(`/users/${user.id}`, { method: "DELETE" });
      notify.success(USER_DELETED, `${user.username} and all their data were removed`);
      onDeleted();
      return true;
    } catch (e) {
      notify.error(DELETE_USER_FAILED, errorMessage(e, TRY_AGAIN));
      return false;
    }
  }

  return (
    <ConfirmDialog
      testId="delete-user-dialog"
      confirmTestId="delete-user-confirm"
      title={`Delete ${user.username}?`}
      description="This removes the account with its punch card, tickets, reviews and reward history. This cannot be undone."
      confirmLabel="Delete"
      onConfirm={remove}
      trigger={
        <Button
          variant="outline"
          size="sm"
          className="text-destructive hover:text-destructive"
          disabled={isSelf}
          title={isSelf ? "You cannot delete your own account" : undefined}
          data-testid="user-delete"
        >
          <Trash2 aria-hidden />{" "}
          {compact ? <span className="sr-only sm:not-sr-only">Delete</span> : "Delete"}
        </Button>
      }
    />
  );
}
