"use client";

import { KeyRound } from "lucide-react";
import { useTranslations } from "next-intl";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { notify } from "@/components/ui/toast";
import { useForm } from "@/components/ui/use-form";
import { api } from "@/lib/http/fetcher";
import { ownPasswordSchema } from "@/lib/users/schema";
import { PASSWORD_CHANGED, UPDATE_PASSWORD_FAILED } from "@/lib/users/messages";

const FIELDS = [
  { key: "currentPassword", label: "current", autoComplete: "current-password" },
  { key: "newPassword", label: "new", autoComplete: "new-password" },
  { key: "confirmPassword", label: "confirm", autoComplete: "new-password" },
] as const;

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };

/**
 * Changing one's own password, for admins and staff (SPEC §5's admin rules): all three fields,
 * matching, 6+ characters, and the current password checked. Its words come from the
 * IntlProvider own-password-form.tsx wraps it in.
 */
export function OwnPasswordFormView() {
  const t = useTranslations("auth.password");
  const { pending, onSubmit, field, reset } = useForm({
    initial: EMPTY,
    schema: ownPasswordSchema,
    action: (body) => api("/profile/password", { method: "POST", body }),
    onSuccess: () => {
      notify.success(PASSWORD_CHANGED, t("othersSignedOut"));
      reset();
    },
    fallback: UPDATE_PASSWORD_FAILED,
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("ownTitle")}</CardTitle>
        <CardDescription>{t("ownBody")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={onSubmit}
          noValidate
          className="space-y-4"
          data-testid="admin-password-form"
        >
          {FIELDS.map(({ key, label, autoComplete }) => (
            <Field key={key} id={key} label={t(label)} {...field(key)}>
              <Input type="password" autoComplete={autoComplete} data-testid={key} />
            </Field>
          ))}
          <SubmitButton
            pending={pending}
            icon={<KeyRound aria-hidden />}
            data-testid="admin-password-save"
          >
            {t("ownSave")}
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
