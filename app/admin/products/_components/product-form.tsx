"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useText } from "@/components/i18n/use-text";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input, MONEY_INPUT, WHOLE_INPUT } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { SubmitButton } from "@/components/ui/submit-button";
import { notify } from "@/components/ui/toast";
import { useForm } from "@/components/ui/use-form";
import { currencySymbol, fractionIssues, moneyStep } from "@/lib/catalog/money";
import type { CategoryDto, ProductDto } from "@/lib/catalog/types";
import { api } from "@/lib/http/fetcher";
import { PRODUCT_ADDED, PRODUCT_UPDATED } from "@/lib/catalog/messages";
import { productCreateSchema } from "@/lib/catalog/product-schema";
import { GalleryField, ImageField, VideoField } from "./media-fields";
import { bodyFromForm, emptyProductForm, formFromProduct } from "./product-form-state";

type Props = {
  editing: ProductDto | null;
  categories: CategoryDto[];
  /** The shop's currency (ISO 4217): the price fields step by its smallest unit. */
  currency: string;
  onSaved: (product: ProductDto) => void;
  onCancel: () => void;
};

/** SPEC §2 admin product form; remount it (key) to switch between adding and editing. */
export function ProductForm({ editing, categories, currency, onSaved, onCancel }: Props) {
  const t = useTranslations("adminCatalog.productForm");
  const text = useText();
  const symbol = currencySymbol(currency, useLocale());
  const [uploads, setUploads] = useState(0);
  const onBusy = (busy: boolean) => setUploads((n) => Math.max(0, n + (busy ? 1 : -1)));

  const {
    pending: saving,
    onSubmit,
    field,
    values: form,
    setValues: setForm,
    set,
    reset,
  } = useForm({
    initial: editing ? formFromProduct(editing, currency) : emptyProductForm,
    input: bodyFromForm,
    // The shared schema counts in hundredths; a currency without them (JPY) refuses a fraction
    // here, under the field, before anything is sent (the API refuses it by the same rule).
    schema: productCreateSchema.superRefine((product, ctx) => {
      const amounts = { price: product.priceCents, dealPrice: product.dealPriceCents };
      for (const issue of fractionIssues(currency, amounts)) ctx.addIssue(issue);
    }),
    // The body as the form built it goes out; the server parses it with the same schema.
    action: (): Promise<ProductDto> =>
      editing
        ? api<ProductDto>(`/products/${editing.id}`, { method: "PUT", body: bodyFromForm(form) })
        : api<ProductDto>("/products", { method: "POST", body: bodyFromForm(form) }),
    onSuccess: (saved) => {
      notify.success(text(editing ? PRODUCT_UPDATED : PRODUCT_ADDED), saved.name);
      onSaved(saved);
      if (!editing) reset();
    },
    fallback: t("saveFailed"),
  });
  // A field's message from the shared schema or the server is a catalogue key until shown.
  function bind<K extends Parameters<typeof field>[0]>(name: K) {
    const binding = field(name);
    return { ...binding, error: binding.error && text(binding.error) };
  }
  const fields = {
    name: bind("name"),
    description: bind("description"),
    detailedDescription: bind("detailedDescription"),
    imageUrl: bind("imageUrl"),
    videoUrl: bind("videoUrl"),
    flavors: bind("flavors"),
    stock: bind("stock"),
    category: bind("category"),
    price: bind("price"),
    dealPrice: bind("dealPrice"),
    hidden: bind("hidden"),
  };
  const money = { ...MONEY_INPUT, step: moneyStep(currency) };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{editing ? t("editTitle") : t("addTitle")}</CardTitle>
        <CardDescription>
          {editing ? t("changing", { name: editing.name }) : t("required")}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={onSubmit}
          noValidate
          className="grid grid-cols-1 gap-4"
          data-testid="product-form"
        >
          <Field id="p-name" label={t("name")} {...fields.name}>
            <Input data-testid="p-name" />
          </Field>
          <Field id="p-description" label={t("description")} {...fields.description}>
            <Input data-testid="p-description" />
          </Field>
          <Field id="p-details" label={t("details")} {...fields.detailedDescription}>
            <Textarea rows={3} data-testid="p-details" />
          </Field>
          <ImageField {...fields.imageUrl} onBusy={onBusy} />
          <GalleryField
            value={form.images}
            onChange={(urls) => set("images", urls)}
            onAdd={(url) => setForm((f) => ({ ...f, images: [...f.images, url] }))}
            onBusy={onBusy}
          />
          <VideoField {...fields.videoUrl} onBusy={onBusy} />
          <Field id="p-flavors" label={t("flavors")} {...fields.flavors}>
            <Input placeholder={t("flavorsPlaceholder")} data-testid="p-flavors" />
          </Field>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <Field id="p-stock" label={t("stock")} {...fields.stock}>
              <Input {...WHOLE_INPUT} min={0} data-testid="p-stock" />
            </Field>
            <Field id="p-category" label={t("category")} {...fields.category}>
              <NativeSelect
                placeholder={t("noCategory")}
                options={categories.map((c) => ({ value: c.id, label: c.name }))}
                data-testid="p-category"
              />
            </Field>
            <Field id="p-price" label={t("price", { symbol })} {...fields.price}>
              <Input {...money} data-testid="p-price" />
            </Field>
            <Field id="p-deal" label={t("dealPrice", { symbol })} {...fields.dealPrice}>
              <Input {...money} data-testid="p-deal" />
            </Field>
          </div>
          <Field id="p-hidden" label={t("hidden")} {...fields.hidden}>
            <Switch data-testid="p-hidden" />
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            {editing && (
              <Button type="button" variant="outline" onClick={onCancel}>
                {t("cancel")}
              </Button>
            )}
            <SubmitButton pending={saving} disabled={uploads > 0} data-testid="p-submit">
              {editing ? t("update") : t("addTitle")}
            </SubmitButton>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
