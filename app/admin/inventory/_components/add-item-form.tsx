"use client";

import { Plus } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useText } from "@/components/i18n/use-text";
import { Field } from "@/components/ui/field";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input, MONEY_INPUT, WHOLE_INPUT } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/select";
import { SubmitButton } from "@/components/ui/submit-button";
import { notify } from "@/components/ui/toast";
import { useForm } from "@/components/ui/use-form";
import { FILL_AMOUNTS } from "@/lib/catalog/inventory-math";
import { currencySymbol, moneyStep } from "@/lib/catalog/money";
import { api } from "@/lib/http/fetcher";
import { inventoryItemSchema } from "@/lib/catalog/inventory-schema";
import { ADD_INVENTORY_FAILED } from "@/lib/catalog/messages";

/** The name and the button: a row of their own on a phone, their share of the one row on a desktop. */
const WIDE = "col-span-2 lg:col-span-1";
const empty = { productName: "", unitPrice: "", quantity: "", fillAmount: "1", sellPrice: "" };

/** SPEC §5: every field required; prices step 0.01; whole quantity; fill 0, 1 or 2 g (1 by default). */
export function AddItemForm({
  onAdded,
  currency,
}: {
  onAdded: () => Promise<void>;
  /** The shop's currency (ISO 4217): the price fields step by its smallest unit. */
  currency: string;
}) {
  const t = useTranslations("adminCatalog.inventoryForm");
  const text = useText();
  const symbol = currencySymbol(currency, useLocale());
  const fillOptions = FILL_AMOUNTS.map((g) => ({
    value: String(g),
    label: t("grams", { count: g }),
  }));
  const money = { ...MONEY_INPUT, step: moneyStep(currency) };
  const {
    pending: saving,
    onSubmit,
    field,
    values,
    reset,
  } = useForm({
    initial: empty,
    schema: inventoryItemSchema,
    // The form's own strings go out, as before; the server parses them with the same schema.
    action: (): Promise<unknown> => api("/inventory", { method: "POST", body: values }),
    onSuccess: async (): Promise<void> => {
      notify.success(t("added"), values.productName.trim());
      reset();
      await onAdded();
    },
    fallback: text(ADD_INVENTORY_FAILED),
  });
  // A field's message from the shared schema or the server is a catalogue key until shown.
  function bind<K extends Parameters<typeof field>[0]>(name: K) {
    const binding = field(name);
    return { ...binding, error: binding.error && text(binding.error) };
  }
  const fields = {
    productName: bind("productName"),
    unitPrice: bind("unitPrice"),
    quantity: bind("quantity"),
    fillAmount: bind("fillAmount"),
    sellPrice: bind("sellPrice"),
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={onSubmit}
          noValidate
          className="grid grid-cols-2 gap-4 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto] lg:items-end"
          data-testid="inventory-form"
        >
          <Field id="i-name" label={t("productName")} className={WIDE} {...fields.productName}>
            <Input data-testid="i-name" />
          </Field>
          <Field id="i-unit" label={t("unitPrice", { symbol })} {...fields.unitPrice}>
            <Input {...money} data-testid="i-unit" />
          </Field>
          <Field id="i-qty" label={t("quantity")} {...fields.quantity}>
            <Input {...WHOLE_INPUT} min={1} data-testid="i-qty" />
          </Field>
          <Field id="i-fill" label={t("fillAmount")} {...fields.fillAmount}>
            <NativeSelect options={fillOptions} data-testid="i-fill" />
          </Field>
          <Field id="i-sell" label={t("sellPrice", { symbol })} {...fields.sellPrice}>
            <Input {...money} data-testid="i-sell" />
          </Field>
          <SubmitButton
            pending={saving}
            icon={<Plus aria-hidden />}
            className={WIDE}
            data-testid="i-submit"
          >
            {t("title")}
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
