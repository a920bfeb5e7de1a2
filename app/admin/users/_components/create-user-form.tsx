"use client";

import { UserPlus } from "lucide-react";
import { useTranslations } from "next-intl";
import { useText } from "@/components/i18n/use-text";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field, Optional } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/select";
import { SubmitButton } from "@/components/ui/submit-button";
import { notify } from "@/components/ui/toast";
import { useForm } from "@/components/ui/use-form";
import { api } from "@/lib/http/fetcher";
import { USER_CREATED } from "@/lib/users/messages";
import { ROLES } from "@/lib/users/roles";
import { createUserSchema } from "@/lib/users/schema";

const EMPTY = { username: "", name: "", password: "", role: "user" };

export function CreateUserForm({ onCreated }: { onCreated: () => void }) {
  const t = useTranslations("admin.users");
  const text = useText();
  const roleOptions = ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }));
  const { pending, onSubmit, field, reset } = useForm({
    initial: EMPTY,
    schema: createUserSchema,
    action: (body) => api("/users", { method: "POST", body }),
    onSuccess: (_, input) => {
      notify.success(text(USER_CREATED), t("create.created", { username: input.username }));
      reset();
      onCreated();
    },
    fallback: t("create.failed"),
  });
  // Each field's binding, by its name in the schema.
  const bound = {
    username: field("username"),
    name: field("name"),
    password: field("password"),
    role: field("role"),
  };

  return (
    <Card className="lg:sticky lg:top-6">
      <CardHeader>
        <CardTitle>{t("create.title")}</CardTitle>
        <CardDescription>{t("create.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="create-user-form">
          <Field id="new-username" label={t("create.username")} {...bound.username}>
            <Input
              autoComplete="off"
              autoCapitalize="none"
              autoCorrect="off"
              data-testid="create-username"
            />
          </Field>
          <Field id="new-name" label={<Optional>{t("create.name")}</Optional>} {...bound.name}>
            <Input autoComplete="off" data-testid="create-name" />
          </Field>
          <Field id="new-password" label={t("create.password")} {...bound.password}>
            <Input type="password" autoComplete="new-password" data-testid="create-password" />
          </Field>
          <Field id="new-role" label={t("create.role")} {...bound.role}>
            <NativeSelect options={roleOptions} data-testid="create-role" />
          </Field>
          <SubmitButton
            pending={pending}
            icon={<UserPlus aria-hidden />}
            className="w-full"
            data-testid="create-submit"
          >
            {pending ? t("create.creating") : t("create.submit")}
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
