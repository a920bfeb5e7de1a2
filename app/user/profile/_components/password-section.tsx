"use client";

import { KeyRound, Loader2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { notify } from "@/components/ui/toast";
import { api, errorMessage } from "@/lib/http/fetcher";
import { customerPasswordFormSchema } from "@/lib/validation/users";
import { CHANGE_PASSWORD_FAILED } from "@/lib/users/messages";

/** The customer's Change Password section: new password twice, 6+ characters. */
export function PasswordSection({ userId }: { userId: string }) {
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [pending, setPending] = useState(false);

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = customerPasswordFormSchema.safeParse({ password, confirm });
    if (!parsed.success) {
      notify.error("Error", parsed.error.issues[0]?.message);
      return;
    }
    setPending(true);
    try {
      await api(`/users/${userId}`, { method: "PUT", body: { password: parsed.data.password } });
      notify.success("Password Changed", "Use your new password next time you sign in");
      setPassword("");
      setConfirm("");
    } catch (e) {
      notify.error("Error", errorMessage(e, CHANGE_PASSWORD_FAILED));
    } finally {
      setPending(false);
    }
  }

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
          <Button
            type="submit"
            size="lg"
            variant="secondary"
            className="w-full"
            disabled={pending}
            data-testid="change-password"
          >
            {pending ? <Loader2 className="animate-spin" aria-hidden /> : <KeyRound aria-hidden />}
            Change Password
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
