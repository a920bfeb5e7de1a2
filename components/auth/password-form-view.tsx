"use client";

import { KeyRound } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { notify } from "@/components/ui/toast";
import { useForm } from "@/components/ui/use-form";
import { api } from "@/lib/http/fetcher";
import { CHANGE_PASSWORD_FAILED, PASSWORD_CHANGED, PASSWORD_SET } from "@/lib/users/messages";
import { customerPasswordFormSchema } from "@/lib/users/schema";

const FIELDS = [
  { key: "current", id: "current-password", label: "current" },
  { key: "password", id: "new-password", label: "new" },
  { key: "confirm", id: "confirm-password", label: "confirm" },
] as const;

export type Props = {
  userId: string;
  /** Change Password: the current one first. Without it the customer sets one they lack. */
  askCurrent: boolean;
  /** Where to go once it is saved; without it the screen reloads its data. This device stays
   * signed in (with a fresh session: every other one ends). */
  next?: string;
  submitLabel: string;
};

/**
 * A customer's new password typed twice, after the current one when they have one. Setting
 * one without it is for a customer who has none, or one a sign-in QR from the counter let in
 * (the server checks which, lib/users/profile.ts). Its words come from the IntlProvider
 * password-form.tsx wraps it in.
 */
export function PasswordFormView({ userId, askCurrent, next, submitLabel }: Props) {
  const t = useTranslations("auth.password");
  const router = useRouter();
  const { pending, onSubmit, field, reset } = useForm({
    initial: { current: "", password: "", confirm: "" },
    schema: customerPasswordFormSchema(askCurrent),
    action: (input) =>
      api(`/users/${userId}`, {
        method: "PUT",
        body: {
          password: input.password,
          ...(askCurrent && { currentPassword: input.current }),
        },
      }),
    onSuccess: () => {
      if (askCurrent) notify.success(PASSWORD_CHANGED, t("changedDetail"));
      else notify.success(PASSWORD_SET, t("setDetail"));
      reset();
      if (next) router.replace(next);
      else router.refresh();
    },
    fallback: CHANGE_PASSWORD_FAILED,
    fields: { currentPassword: "current" },
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="password-form">
      {FIELDS.filter(({ key }) => askCurrent || key !== "current").map(({ key, id, label }) => (
        <Field
          key={key}
          id={id}
          label={t(label)}
          description={key === "password" ? t("hint") : undefined}
          {...field(key)}
        >
          <Input
            type="password"
            autoComplete={key === "current" ? "current-password" : "new-password"}
            data-testid={id}
          />
        </Field>
      ))}
      <SubmitButton
        pending={pending}
        icon={<KeyRound aria-hidden />}
        size="lg"
        className="w-full"
        data-testid="password-submit"
      >
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
