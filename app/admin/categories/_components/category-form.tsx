"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { SubmitButton } from "@/components/ui/submit-button";
import { notify } from "@/components/ui/toast";
import { useSubmit } from "@/components/ui/use-submit";
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
  const [name, setName] = useState(editing?.name ?? "");
  const [description, setDescription] = useState(editing?.description ?? "");
  const { pending: saving, form } = useSubmit({
    schema: categorySchema,
    action: (body) =>
      editing
        ? api<CategoryDto>(`/categories/${editing.id}`, { method: "PUT", body })
        : api<CategoryDto>("/categories", { method: "POST", body }),
    onSuccess: (saved) => {
      notify.success(editing ? "Category Updated" : "Category Created", saved.name);
      onSaved(saved);
      if (!editing) {
        setName("");
        setDescription("");
      }
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
          onSubmit={form({ name, description })}
          noValidate
          className="grid grid-cols-1 gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_auto] md:items-end"
          data-testid="category-form"
        >
          <div className="space-y-2">
            <Label htmlFor="c-name">Name</Label>
            <Input
              id="c-name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              data-testid="c-name"
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor="c-description">Description (optional)</Label>
            <Input
              id="c-description"
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              data-testid="c-description"
            />
          </div>
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
