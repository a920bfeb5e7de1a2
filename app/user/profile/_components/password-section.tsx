"use client";

import { KeyRound } from "lucide-react";
import { useState } from "react";
import { SetPasswordForm } from "@/components/auth/set-password-form";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { SubmitButton } from "@/components/ui/submit-button";
import { notify } from "@/components/ui/toast";
import { useSubmit } from "@/components/ui/use-submit";
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
  const [current, setCurrent] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const { pending, form } = useSubmit({
    schema: customerPasswordFormSchema,
    action: (input) =>
      api(`/users/${userId}`, {
        method: "PUT",
        body: { password: input.password, currentPassword: input.current },
      }),
    onSuccess: () => {
      notify.success(PASSWORD_CHANGED, "Use your new password next time you sign in");
      setCurrent("");
      setPassword("");
      setConfirm("");
    },
    fallback: CHANGE_PASSWORD_FAILED,
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
        <form
          onSubmit={form({ current, password, confirm })}
          noValidate
          className="space-y-4"
          data-testid="password-form"
        >
          <div className="space-y-2">
            <Label htmlFor="current-password">Current password</Label>
            <Input
              id="current-password"
              type="password"
              autoComplete="current-password"
              value={current}
              onChange={(e) => setCurrent(e.target.value)}
              data-testid="current-password"
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor="password">New password</Label>
            <Input
              id="password"
              type="password"
              autoComplete="new-password"
              placeholder="At least 6 characters"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              data-testid="new-password"
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor="confirm-password">Confirm new password</Label>
            <Input
              id="confirm-password"
              type="password"
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
              data-testid="confirm-password"
            />
          </div>
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
