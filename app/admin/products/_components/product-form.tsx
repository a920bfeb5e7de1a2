"use client";

import { useState } from "react";
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
import type { CategoryDto, ProductDto } from "@/lib/catalog/types";
import { api } from "@/lib/http/fetcher";
import { PRODUCT_ADDED, PRODUCT_UPDATED } from "@/lib/catalog/messages";
import { productCreateSchema } from "@/lib/validation/product";
import { GalleryField, ImageField, VideoField } from "./media-fields";
import { bodyFromForm, emptyProductForm, formFromProduct } from "./product-form-state";

type Props = {
  editing: ProductDto | null;
  categories: CategoryDto[];
  onSaved: (product: ProductDto) => void;
  onCancel: () => void;
};

/** SPEC §2 admin product form; remount it (key) to switch between adding and editing. */
export function ProductForm({ editing, categories, onSaved, onCancel }: Props) {
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
    initial: editing ? formFromProduct(editing) : emptyProductForm,
    input: bodyFromForm,
    schema: productCreateSchema,
    // The body as the form built it goes out; the server parses it with the same schema.
    action: (): Promise<ProductDto> =>
      editing
        ? api<ProductDto>(`/products/${editing.id}`, { method: "PUT", body: bodyFromForm(form) })
        : api<ProductDto>("/products", { method: "POST", body: bodyFromForm(form) }),
    onSuccess: (saved) => {
      notify.success(editing ? PRODUCT_UPDATED : PRODUCT_ADDED, saved.name);
      onSaved(saved);
      if (!editing) reset();
    },
    fallback: "Failed to save product",
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{editing ? "Edit Product" : "Add Product"}</CardTitle>
        <CardDescription>
          {editing ? `Changing “${editing.name}”.` : "Fields marked * are required."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={onSubmit}
          noValidate
          className="grid grid-cols-1 gap-4"
          data-testid="product-form"
        >
          <Field id="p-name" label="Name *" {...field("name")}>
            <Input data-testid="p-name" />
          </Field>
          <Field id="p-description" label="Short Description *" {...field("description")}>
            <Input data-testid="p-description" />
          </Field>
          <Field
            id="p-details"
            label="Detailed Description (optional)"
            {...field("detailedDescription")}
          >
            <Textarea rows={3} data-testid="p-details" />
          </Field>
          <ImageField {...field("imageUrl")} onBusy={onBusy} />
          <GalleryField
            value={form.images}
            onChange={(urls) => set("images", urls)}
            onAdd={(url) => setForm((f) => ({ ...f, images: [...f.images, url] }))}
            onBusy={onBusy}
          />
          <VideoField {...field("videoUrl")} onBusy={onBusy} />
          <Field id="p-flavors" label="Flavors (comma-separated)" {...field("flavors")}>
            <Input placeholder="Mint, Mango, Berry" data-testid="p-flavors" />
          </Field>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <Field id="p-stock" label="Stock *" {...field("stock")}>
              <Input {...WHOLE_INPUT} min={0} data-testid="p-stock" />
            </Field>
            <Field id="p-category" label="Category" {...field("category")}>
              <NativeSelect
                placeholder="No category"
                options={categories.map((c) => ({ value: c.id, label: c.name }))}
                data-testid="p-category"
              />
            </Field>
            <Field id="p-price" label="Price ($) *" {...field("price")}>
              <Input {...MONEY_INPUT} data-testid="p-price" />
            </Field>
            <Field id="p-deal" label="Deal Price ($, optional)" {...field("dealPrice")}>
              <Input {...MONEY_INPUT} data-testid="p-deal" />
            </Field>
          </div>
          <Field id="p-hidden" label="Hidden from customers" {...field("hidden")}>
            <Switch data-testid="p-hidden" />
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            {editing && (
              <Button type="button" variant="outline" onClick={onCancel}>
                Cancel
              </Button>
            )}
            <SubmitButton pending={saving} disabled={uploads > 0} data-testid="p-submit">
              {editing ? "Update Product" : "Add Product"}
            </SubmitButton>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
