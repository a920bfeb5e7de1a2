"use client";

import { KeyRound } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useText } from "@/components/i18n/use-text";
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
import { setPasswordSchema } from "@/lib/users/schema";
import type { ListedUser } from "./types";
import { CHANGE_PASSWORD_FAILED, PASSWORD_CHANGED } from "@/lib/users/messages";
import { TRY_AGAIN } from "@/lib/ui/messages";

/** Sets any account's password (3+ characters); the server ends that account's sessions. */
export function PasswordDialog({ user }: { user: Pick<ListedUser, "id" | "username"> }) {
  const t = useTranslations("admin.users.password");
  const text = useText();
  const [open, setOpen] = useState(false);
  const { pending, onSubmit, field, reset } = useForm({
    initial: { newPassword: "" },
    schema: setPasswordSchema,
    action: (body) => api(`/users/${user.id}/change-password`, { method: "POST", body }),
    onSuccess: () => {
      notify.success(text(PASSWORD_CHANGED), t("changed", { username: user.username }));
      setOpen(false);
      reset();
    },
    errorTitle: text(CHANGE_PASSWORD_FAILED),
    fallback: text(TRY_AGAIN),
  });
  // Each field's binding, by its name in the schema.
  const bound = {
    newPassword: field("newPassword"),
  };

  const description = t.rich("description", {
    username: user.username,
    name: (chunks) => <bdi className="text-foreground font-medium">{chunks}</bdi>,
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" data-testid="user-password">
          <KeyRound aria-hidden /> {t("button")}
        </Button>
      </DialogTrigger>
      <DialogContent data-testid="password-dialog">
        <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-4">
          <DialogHeader>
            <DialogTitle>{t("title")}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <Field id={`pw-${user.id}`} label={t("newPassword")} {...bound.newPassword}>
            <Input type="password" autoComplete="new-password" data-testid="password-input" />
          </Field>
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              onClick={() => setOpen(false)}
              disabled={pending}
            >
              {t("cancel")}
            </Button>
            <SubmitButton pending={pending} data-testid="password-save">
              {t("submit")}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
