"use client";

import { KeyRound } from "lucide-react";
import { useRouter } from "next/navigation";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { notify } from "@/components/ui/toast";
import { useForm } from "@/components/ui/use-form";
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
  const { pending, onSubmit, field, reset } = useForm({
    initial: { password: "", confirm: "" },
    schema: newPasswordFormSchema,
    action: (input) =>
      api(`/users/${userId}`, { method: "PUT", body: { password: input.password } }),
    onSuccess: () => {
      notify.success(PASSWORD_SET, "Use it next time you sign in");
      reset();
      if (next) router.replace(next);
      else router.refresh();
    },
    fallback: CHANGE_PASSWORD_FAILED,
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="set-password-form">
      <Field
        id="set-password"
        label="New password"
        description="At least 6 characters."
        {...field("password")}
      >
        <Input type="password" autoComplete="new-password" data-testid="set-password" />
      </Field>
      <Field id="set-password-confirm" label="Confirm new password" {...field("confirm")}>
        <Input type="password" autoComplete="new-password" data-testid="set-password-confirm" />
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
