"use client";

import { Save } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useText } from "@/components/i18n/use-text";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { notify } from "@/components/ui/toast";
import { useForm } from "@/components/ui/use-form";
import { api } from "@/lib/http/fetcher";
import { profileUpdateSchema } from "@/lib/users/schema";
import { PROFILE_UPDATED, UPDATE_PROFILE_FAILED } from "@/lib/users/messages";

/** SPEC §2/§5: empty fields mean unchanged, and only changed values are sent. */
export function ProfileForm({
  userId,
  username,
  name,
}: {
  userId: string;
  username: string;
  name: string;
}) {
  const router = useRouter();
  const t = useTranslations("customer.profile");
  const text = useText();
  const { pending, submit, field, values, reset } = useForm({
    initial: { username: "", name: "" },
    schema: profileUpdateSchema,
    action: (body) => api(`/users/${userId}`, { method: "PUT", body }),
    onSuccess: () => {
      notify.success(text(PROFILE_UPDATED), t("saved"));
      reset();
      router.refresh();
    },
    fallback: text(UPDATE_PROFILE_FAILED),
  });

  const bound = { username: field("username"), name: field("name") };

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const changes: { username?: string; name?: string } = {};
    const u = values.username.trim().toLowerCase();
    const n = values.name.trim();
    if (u && u !== username) changes.username = u;
    if (n && n !== name) changes.name = n;
    if (Object.keys(changes).length === 0) {
      notify.info(t("nothingTitle"), t("nothingDescription"));
      return;
    }
    void submit(changes);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("formTitle")}</CardTitle>
        <CardDescription>{t("formDescription")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="profile-form">
          <dl className="bg-muted divide-y rounded-lg px-4 text-sm" aria-label={t("currentValues")}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-3">
              <dt className="text-muted-foreground">{t("currentUsername")}</dt>
              <dd className="font-semibold break-all" data-testid="current-username">
                {username}
              </dd>
            </div>
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-3">
              <dt className="text-muted-foreground">{t("currentName")}</dt>
              <dd className="font-semibold break-words" data-testid="current-name">
                {name || t("notSet")}
              </dd>
            </div>
          </dl>
          <Field id="new-username" label={t("newUsername")} {...bound.username}>
            <Input
              autoComplete="username"
              autoCapitalize="none"
              autoCorrect="off"
              placeholder={t("usernamePlaceholder")}
              data-testid="new-username"
            />
          </Field>
          <Field id="new-name" label={t("newName")} {...bound.name}>
            <Input autoComplete="name" data-testid="new-name" />
          </Field>
          <SubmitButton
            pending={pending}
            icon={<Save aria-hidden />}
            size="lg"
            className="w-full"
            data-testid="save-profile"
          >
            {t("save")}
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
