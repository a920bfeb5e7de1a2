"use client";

import { KeyRound } from "lucide-react";
import { useState } from "react";
import { Field } from "@/components/ui/field";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { notify } from "@/components/ui/toast";
import { useForm } from "@/components/ui/use-form";
import { api } from "@/lib/http/fetcher";
import { setPasswordSchema } from "@/lib/validation/users";
import type { ListedUser } from "./types";
import { CHANGE_PASSWORD_FAILED, PASSWORD_CHANGED } from "@/lib/users/messages";
import { TRY_AGAIN } from "@/lib/ui/messages";

/** Sets any account's password (3+ characters); the server ends that account's sessions. */
export function PasswordDialog({ user }: { user: Pick<ListedUser, "id" | "username"> }) {
  const [open, setOpen] = useState(false);
  const { pending, onSubmit, field, reset } = useForm({
    initial: { newPassword: "" },
    schema: setPasswordSchema,
    action: (body) => api(`/users/${user.id}/change-password`, { method: "POST", body }),
    onSuccess: () => {
      notify.success(PASSWORD_CHANGED, `${user.username} must sign in again with the new password`);
      setOpen(false);
      reset();
    },
    errorTitle: CHANGE_PASSWORD_FAILED,
    fallback: TRY_AGAIN,
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" data-testid="user-password">
          <KeyRound aria-hidden /> Password
        </Button>
      </DialogTrigger>
      <DialogContent data-testid="password-dialog">
        <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-4">
          <DialogHeader>
            <DialogTitle>Change password</DialogTitle>
            <DialogDescription>
              New password for <span className="text-foreground font-medium">{user.username}</span>.
              Their other sessions end at once.
            </DialogDescription>
          </DialogHeader>
          <Field id={`pw-${user.id}`} label="New password" {...field("newPassword")}>
            <Input type="password" autoComplete="new-password" data-testid="password-input" />
          </Field>
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              onClick={() => setOpen(false)}
              disabled={pending}
            >
              Cancel
            </Button>
            <SubmitButton pending={pending} data-testid="password-save">
              Change Password
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
