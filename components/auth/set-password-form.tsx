"use client";

import { KeyRound } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { notify } from "@/components/ui/toast";
import { useSubmit } from "@/components/ui/use-submit";
import { api } from "@/lib/http/fetcher";
import { CHANGE_PASSWORD_FAILED, PASSWORD_SET } from "@/lib/users/messages";
import { newPasswordFormSchema } from "@/lib/validation/users";

type Props = {
  userId: string;
  /** Where to go once it is saved; without it the screen reloads its data. This device stays
   * signed in (with a fresh session: every other one ends). */
  next?: string;
  submitLabel?: string;
};

/**
 * A new password typed twice, without the current one: for a customer who has none, or one a
 * sign-in QR from the counter let in (the server checks which, lib/users/profile.ts).
 */
export function SetPasswordForm({ userId, next, submitLabel = "Set password" }: Props) {
  const router = useRouter();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const { pending, form } = useSubmit({
    schema: newPasswordFormSchema,
    action: (input) =>
      api(`/users/${userId}`, { method: "PUT", body: { password: input.password } }),
    onSuccess: () => {
      notify.success(PASSWORD_SET, "Use it next time you sign in");
      setPassword("");
      setConfirm("");
      if (next) router.replace(next);
      else router.refresh();
    },
    fallback: CHANGE_PASSWORD_FAILED,
  });
  return (
    <form
      onSubmit={form({ password, confirm })}
      noValidate
      className="space-y-4"
      data-testid="set-password-form"
    >
      <Field id="set-password" label="New password" description="At least 6 characters.">
        <Input
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          data-testid="set-password"
        />
      </Field>
      <Field id="set-password-confirm" label="Confirm new password">
        <Input
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          data-testid="set-password-confirm"
        />
      </Field>
      <SubmitButton
        pending={pending}
        icon={<KeyRound aria-hidden />}
        size="lg"
        className="w-full"
        data-testid="set-password-submit"
      >
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
