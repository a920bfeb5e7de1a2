"use client";

import { Printer, Users } from "lucide-react";
import { NextIntlClientProvider, useTranslations } from "next-intl";
import { useState } from "react";
import { useText } from "@/components/i18n/use-text";
import { Field } from "@/components/ui/field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input, WHOLE_INPUT } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { notify } from "@/components/ui/toast";
import { useForm } from "@/components/ui/use-form";
import { api } from "@/lib/http/fetcher";
import type { Locale } from "@/lib/i18n/locales";
import { bulkSchema, parseBulkCount } from "@/lib/users/schema";
import { AccountCard, type BulkAccount } from "./account-card";
import {
  BULK_COUNT_DETAIL,
  BULK_COUNT_TITLE,
  GENERATE_USERS_FAILED,
  GENERATION_FAILED,
} from "@/lib/users/messages";

// Only the cards go on paper: no page tint, no toasts, no screen-height wrappers.
const PRINT_CSS = `
@page { size: A4; margin: 10mm; }
@media print {
  html, body { background: #fff !important; }
  body > div { min-height: 0 !important; background: transparent !important; }
  [data-sonner-toaster] { display: none !important; }
}`;

export function BulkScreen({
  shopName,
  cardIntl,
}: {
  shopName: string;
  /** The printed cards' language: the shop's (page.tsx). */
  cardIntl: { locale: Locale; timeZone: string; messages: Record<string, unknown> };
}) {
  const t = useTranslations("admin.bulk");
  const text = useText();
  const [accounts, setAccounts] = useState<BulkAccount[]>([]);

  const { pending, submit, field, values, set } = useForm({
    initial: { count: "10" },
    input: ({ count }) => ({ count: parseBulkCount(count) }),
    action: (body: { count: number }) =>
      api<{ users: BulkAccount[] }>("/users/bulk", { method: "POST", body }),
    onSuccess: ({ users }) => {
      setAccounts(users);
      notify.success(t("created"), t("createdDetail", { count: users.length }));
    },
    errorTitle: text(GENERATION_FAILED),
    fallback: text(GENERATE_USERS_FAILED),
  });
  // Each field's binding, by its name in the schema.
  const bound = {
    count: field("count"),
  };

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    // SPEC §5: anything that is not a number becomes 1.
    const value = parseBulkCount(values.count);
    set("count", String(value));
    const parsed = bulkSchema.safeParse({ count: value });
    if (!parsed.success) {
      notify.error(text(BULK_COUNT_TITLE), text(BULK_COUNT_DETAIL));
      return;
    }
    void submit(parsed.data);
  }

  return (
    <div className="space-y-6 print:space-y-0">
      {/* A4, cards in two columns: six to a page, with dashed edges to cut along. */}
      <style>{PRINT_CSS}</style>
      <Card className="no-print">
        <CardHeader>
          <CardTitle>{t("generateTitle")}</CardTitle>
          <CardDescription>{t("generateDescription")}</CardDescription>
        </CardHeader>
        <CardContent>
          <form
            onSubmit={onSubmit}
            noValidate
            className="flex flex-col gap-3 sm:flex-row sm:items-end"
            data-testid="bulk-form"
          >
            <Field id="bulk-count" label={t("count")} className="sm:w-40" {...bound.count}>
              <Input {...WHOLE_INPUT} min={1} max={50} data-testid="bulk-count" />
            </Field>
            <SubmitButton
              pending={pending}
              icon={<Users aria-hidden />}
              data-testid="bulk-generate"
            >
              {pending ? t("generating") : t("generate")}
            </SubmitButton>
            {accounts.length > 0 && (
              <Button
                type="button"
                variant="outline"
                onClick={() => window.print()}
                data-testid="bulk-print"
              >
                <Printer aria-hidden /> {t("print")}
              </Button>
            )}
          </form>
          {accounts.length > 0 && (
            <p
              className="bg-warning/20 text-warning-foreground mt-4 rounded-md px-3 py-2 text-sm"
              role="note"
            >
              {t("passwordsOnce")}
            </p>
          )}
        </CardContent>
      </Card>
      {accounts.length > 0 && (
        <ul
          className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3 print:grid-cols-2 print:gap-0"
          data-testid="bulk-cards"
          aria-label={t("newAccounts")}
        >
          <NextIntlClientProvider {...cardIntl}>
            {accounts.map((account) => (
              <AccountCard key={account.id} account={account} shopName={shopName} />
            ))}
          </NextIntlClientProvider>
        </ul>
      )}
    </div>
  );
}
