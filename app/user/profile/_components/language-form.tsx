"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useText } from "@/components/i18n/use-text";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/select";
import { notify } from "@/components/ui/toast";
import { api, errorMessage } from "@/lib/http/fetcher";
import { LOCALE_NAMES, LOCALES, type Locale } from "@/lib/i18n/locales";

/**
 * The language the customer reads the app in, on every device they sign in on: one of the six,
 * each written in its own name so anyone finds theirs, or none (the phone's own language).
 * Saved as it is picked; the page then speaks it at once.
 */
export function LanguageForm({ userId, initial }: { userId: string; initial: Locale | null }) {
  const t = useTranslations("customer.language");
  const tc = useTranslations("customer");
  const text = useText();
  const router = useRouter();
  const [value, setValue] = useState<string>(initial ?? "");
  const [saving, setSaving] = useState(false);

  async function choose(next: string) {
    const before = value;
    setValue(next);
    setSaving(true);
    try {
      await api(`/users/${userId}`, { method: "PUT", body: { locale: next || null } });
      notify.success(t("saved"));
      router.refresh();
    } catch (error) {
      setValue(before);
      notify.error(tc("error"), text(errorMessage(error, t("failed"))));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card data-testid="language-section">
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <Field
          id="profile-language"
          label={t("label")}
          value={value}
          onValueChange={(next: string) => void choose(next)}
        >
          <NativeSelect disabled={saving} data-testid="profile-language">
            <option value="">{t("phone")}</option>
            {LOCALES.map((locale) => (
              <option key={locale} value={locale} lang={locale}>
                {LOCALE_NAMES[locale]}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </CardContent>
    </Card>
  );
}
