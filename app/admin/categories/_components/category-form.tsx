"use client";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { notify } from "@/components/ui/toast";
import { useForm } from "@/components/ui/use-form";
import type { CategoryDto } from "@/lib/catalog/types";
import { api } from "@/lib/http/fetcher";
import { categorySchema } from "@/lib/validation/category";
import { SAVE_CATEGORY_FAILED } from "@/lib/catalog/messages";

type Props = {
  editing: CategoryDto | null;
  onSaved: (category: CategoryDto) => void;
  onCancel: () => void;
};

/** Create or edit a category (name required, description optional); remount with a key to switch. */
export function CategoryForm({ editing, onSaved, onCancel }: Props) {
  const {
    pending: saving,
    onSubmit,
    field,
    reset,
  } = useForm({
    initial: { name: editing?.name ?? "", description: editing?.description ?? "" },
    schema: categorySchema,
    action: (body) =>
      editing
        ? api<CategoryDto>(`/categories/${editing.id}`, { method: "PUT", body })
        : api<CategoryDto>("/categories", { method: "POST", body }),
    onSuccess: (saved) => {
      notify.success(editing ? "Category Updated" : "Category Created", saved.name);
      onSaved(saved);
      if (!editing) reset();
    },
    fallback: SAVE_CATEGORY_FAILED,
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{editing ? `Edit “${editing.name}”` : "New Category"}</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={onSubmit}
          noValidate
          className="grid grid-cols-1 gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_auto] md:items-end"
          data-testid="category-form"
        >
          <Field id="c-name" label="Name" {...field("name")}>
            <Input data-testid="c-name" />
          </Field>
          <Field id="c-description" label="Description (optional)" {...field("description")}>
            <Input data-testid="c-description" />
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            {editing && (
              <Button type="button" variant="outline" onClick={onCancel}>
                Cancel
              </Button>
            )}
            <SubmitButton pending={saving} data-testid="c-submit">
              {editing ? "Update Category" : "Create Category"}
            </SubmitButton>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
