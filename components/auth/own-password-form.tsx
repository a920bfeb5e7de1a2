"use client";

import { KeyRound } from "lucide-react";
import { useState } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { SubmitButton } from "@/components/ui/submit-button";
import { notify } from "@/components/ui/toast";
import { useSubmit } from "@/components/ui/use-submit";
import { api } from "@/lib/http/fetcher";
import { ownPasswordSchema } from "@/lib/validation/users";
import { PASSWORD_CHANGED, UPDATE_PASSWORD_FAILED } from "@/lib/users/messages";

const FIELDS = [
  { key: "currentPassword", label: "Current password", autoComplete: "current-password" },
  { key: "newPassword", label: "New password", autoComplete: "new-password" },
  { key: "confirmPassword", label: "Confirm new password", autoComplete: "new-password" },
] as const;

type Values = Record<(typeof FIELDS)[number]["key"], string>;
const EMPTY: Values = { currentPassword: "", newPassword: "", confirmPassword: "" };

/**
 * Changing one's own password, for admins and staff (SPEC §5's admin rules): all three fields,
 * matching, 6+ characters, and the current password checked.
 */
export function OwnPasswordForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const { pending, form } = useSubmit({
    schema: ownPasswordSchema,
    action: (body) => api("/profile/password", { method: "POST", body }),
    onSuccess: () => {
      notify.success(PASSWORD_CHANGED, "Your other sessions have been signed out");
      setValues(EMPTY);
    },
    fallback: UPDATE_PASSWORD_FAILED,
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Change Password</CardTitle>
        <CardDescription>
          At least 6 characters. Other devices signed in as you will be signed out.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={form(values)}
          noValidate
          className="space-y-4"
          data-testid="admin-password-form"
        >
          {FIELDS.map((field) => (
            <div key={field.key} className="space-y-2">
              <Label htmlFor={field.key}>{field.label}</Label>
              <Input
                id={field.key}
                type="password"
                autoComplete={field.autoComplete}
                value={values[field.key]}
                onChange={(e) => setValues((v) => ({ ...v, [field.key]: e.target.value }))}
                data-testid={field.key}
              />
            </div>
          ))}
          <SubmitButton
            pending={pending}
            icon={<KeyRound aria-hidden />}
            data-testid="admin-password-save"
          >
            Update Password
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
