"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { SubmitButton } from "@/components/ui/submit-button";
import { notify } from "@/components/ui/toast";
import { useSubmit } from "@/components/ui/use-submit";
import type { CategoryDto, ProductDto } from "@/lib/catalog/types";
import { api } from "@/lib/http/fetcher";
import { PRODUCT_ADDED, PRODUCT_UPDATED } from "@/lib/catalog/messages";
import { productCreateSchema } from "@/lib/validation/product";
import { GalleryField, ImageField, VideoField } from "./media-fields";
import {
  bodyFromForm,
  emptyProductForm,
  formFromProduct,
  type ProductFormState,
} from "./product-form-state";

type Props = {
  editing: ProductDto | null;
  categories: CategoryDto[];
  onSaved: (product: ProductDto) => void;
  onCancel: () => void;
};

/** SPEC §2 admin product form; remount it (key) to switch between adding and editing. */
export function ProductForm({ editing, categories, onSaved, onCancel }: Props) {
  const [form, setForm] = useState<ProductFormState>(
    editing ? formFromProduct(editing) : emptyProductForm,
  );
  const [uploads, setUploads] = useState(0);
  const set = <K extends keyof ProductFormState>(key: K, value: ProductFormState[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const onBusy = (busy: boolean) => setUploads((n) => Math.max(0, n + (busy ? 1 : -1)));

  const body = bodyFromForm(form);
  const { pending: saving, form: send } = useSubmit({
    schema: productCreateSchema,
    // The body as the form built it goes out; the server parses it with the same schema.
    action: () =>
      editing
        ? api<ProductDto>(`/products/${editing.id}`, { method: "PUT", body })
        : api<ProductDto>("/products", { method: "POST", body }),
    onSuccess: (saved) => {
      notify.success(editing ? PRODUCT_UPDATED : PRODUCT_ADDED, saved.name);
      onSaved(saved);
      if (!editing) setForm(emptyProductForm);
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
          onSubmit={send(body)}
          noValidate
          className="grid grid-cols-1 gap-4"
          data-testid="product-form"
        >
          <Field id="p-name" label="Name *">
            <Input
              id="p-name"
              value={form.name}
              onChange={(e) => set("name", e.target.value)}
              data-testid="p-name"
            />
          </Field>
          <Field id="p-description" label="Short Description *">
            <Input
              id="p-description"
              value={form.description}
              onChange={(e) => set("description", e.target.value)}
              data-testid="p-description"
            />
          </Field>
          <Field id="p-details" label="Detailed Description (optional)">
            <Textarea
              id="p-details"
              rows={3}
              value={form.detailedDescription}
              onChange={(e) => set("detailedDescription", e.target.value)}
              data-testid="p-details"
            />
          </Field>
          <ImageField
            value={form.imageUrl}
            onChange={(url) => set("imageUrl", url)}
            onBusy={onBusy}
          />
          <GalleryField
            value={form.images}
            onChange={(urls) => set("images", urls)}
            onAdd={(url) => setForm((f) => ({ ...f, images: [...f.images, url] }))}
            onBusy={onBusy}
          />
          <VideoField
            value={form.videoUrl}
            onChange={(url) => set("videoUrl", url)}
            onBusy={onBusy}
          />
          <Field id="p-flavors" label="Flavors (comma-separated)">
            <Input
              id="p-flavors"
              placeholder="Mint, Mango, Berry"
              value={form.flavors}
              onChange={(e) => set("flavors", e.target.value)}
              data-testid="p-flavors"
            />
          </Field>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <Field id="p-stock" label="Stock *">
              <Input
                id="p-stock"
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                value={form.stock}
                onChange={(e) => set("stock", e.target.value)}
                data-testid="p-stock"
              />
            </Field>
            <Field id="p-category" label="Category">
              <NativeSelect
                id="p-category"
                value={form.category}
                onChange={(e) => set("category", e.target.value)}
                data-testid="p-category"
              >
                <option value="">No category</option>
                {categories.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field id="p-price" label="Price ($) *">
              <Input
                id="p-price"
                type="number"
                inputMode="decimal"
                min={0}
                step={0.01}
                value={form.price}
                onChange={(e) => set("price", e.target.value)}
                data-testid="p-price"
              />
            </Field>
            <Field id="p-deal" label="Deal Price ($, optional)">
              <Input
                id="p-deal"
                type="number"
                inputMode="decimal"
                min={0}
                step={0.01}
                value={form.dealPrice}
                onChange={(e) => set("dealPrice", e.target.value)}
                data-testid="p-deal"
              />
            </Field>
          </div>
          <div className="flex min-h-11 items-center gap-3">
            <Switch
              id="p-hidden"
              checked={form.hidden}
              onCheckedChange={(v) => set("hidden", v)}
              data-testid="p-hidden"
            />
            <Label htmlFor="p-hidden">Hidden from customers</Label>
          </div>
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

function Field({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}
