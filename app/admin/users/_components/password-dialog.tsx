"use client";

import { KeyRound } from "lucide-react";
import { useState } from "react";
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
import { Label } from "@/components/ui/label";
import { SubmitButton } from "@/components/ui/submit-button";
import { notify } from "@/components/ui/toast";
import { useSubmit } from "@/components/ui/use-submit";
import { api } from "@/lib/http/fetcher";
import { setPasswordSchema } from "@/lib/validation/users";
import type { ListedUser } from "./types";
import { CHANGE_PASSWORD_FAILED, PASSWORD_CHANGED } from "@/lib/users/messages";
import { TRY_AGAIN } from "@/lib/ui/messages";

/** Sets any account's password (3+ characters); the server ends that account's sessions. */
export function PasswordDialog({ user }: { user: Pick<ListedUser, "id" | "username"> }) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const { pending, form } = useSubmit({
    schema: setPasswordSchema,
    action: (body) => api(`/users/${user.id}/change-password`, { method: "POST", body }),
    onSuccess: () => {
      notify.success(PASSWORD_CHANGED, `${user.username} must sign in again with the new password`);
      setOpen(false);
      setPassword("");
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
        <form
          onSubmit={form({ newPassword: password })}
          noValidate
          className="grid grid-cols-1 gap-4"
        >
          <DialogHeader>
            <DialogTitle>Change password</DialogTitle>
            <DialogDescription>
              New password for <span className="text-foreground font-medium">{user.username}</span>.
              Their other sessions end at once.
            </DialogDescription>
          </DialogHeader>
          <div className="space-y-2">
            <Label htmlFor={`pw-${user.id}`}>New password</Label>
            <Input
              id={`pw-${user.id}`}
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              data-testid="password-input"
            />
          </div>
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
