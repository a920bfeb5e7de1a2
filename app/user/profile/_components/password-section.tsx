"use client";

import { KeyRound } from "lucide-react";
import { SetPasswordForm } from "@/components/auth/set-password-form";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { notify } from "@/components/ui/toast";
import { useForm } from "@/components/ui/use-form";
import { api } from "@/lib/http/fetcher";
import { customerPasswordFormSchema } from "@/lib/validation/users";
import { CHANGE_PASSWORD_FAILED, PASSWORD_CHANGED } from "@/lib/users/messages";

/**
 * The customer's Change Password section: the current password, then the new one twice. A
 * customer without a password (passkey only, or imported without one) sets one instead.
 */
export function PasswordSection({ userId, hasPassword }: { userId: string; hasPassword: boolean }) {
  return hasPassword ? <ChangePassword userId={userId} /> : <SetPassword userId={userId} />;
}

function SetPassword({ userId }: { userId: string }) {
  return (
    <Card data-testid="set-password-section">
      <CardHeader>
        <CardTitle>Set a password</CardTitle>
        <CardDescription>
          Your account has no password yet. Set one to sign in on any device with your username.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <SetPasswordForm userId={userId} />
      </CardContent>
    </Card>
  );
}

function ChangePassword({ userId }: { userId: string }) {
  const { pending, onSubmit, field, reset } = useForm({
    initial: { current: "", password: "", confirm: "" },
    schema: customerPasswordFormSchema,
    action: (input) =>
      api(`/users/${userId}`, {
        method: "PUT",
        body: { password: input.password, currentPassword: input.current },
      }),
    onSuccess: () => {
      notify.success(PASSWORD_CHANGED, "Use your new password next time you sign in");
      reset();
    },
    fallback: CHANGE_PASSWORD_FAILED,
    fields: { currentPassword: "current" },
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Change Password</CardTitle>
        <CardDescription>
          Other phones signed in to your account will be signed out.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="password-form">
          <Field id="current-password" label="Current password" {...field("current")}>
            <Input type="password" autoComplete="current-password" data-testid="current-password" />
          </Field>
          <Field id="password" label="New password" {...field("password")}>
            <Input
              type="password"
              autoComplete="new-password"
              placeholder="At least 6 characters"
              data-testid="new-password"
            />
          </Field>
          <Field id="confirm-password" label="Confirm new password" {...field("confirm")}>
            <Input type="password" autoComplete="new-password" data-testid="confirm-password" />
          </Field>
          <SubmitButton
            pending={pending}
            icon={<KeyRound aria-hidden />}
            size="lg"
            variant="secondary"
            className="w-full"
            data-testid="change-password"
          >
            Change Password
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
