"use client";

import { Loader2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { notify } from "@/components/ui/toast";
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
  const [saving, setSaving] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const checked = categorySchema.safeParse({ name, description });
    if (!checked.success) {
      notify.error("Error", checked.error.issues[0]?.message);
      return;
    }
    setSaving(true);
    try {
      const saved = editing
        ? await api<CategoryDto>(`/categories/${editing.id}`, { method: "PUT", body: checked.data })
        : await api<CategoryDto>("/categories", { method: "POST", body: checked.data });
      notify.success(editing ? "Category Updated" : "Category Created", saved.name);
      onSaved(saved);
      if (!editing) {
        setName("");
        setDescription("");
      }
    } catch {
      notify.error("Error", SAVE_CATEGORY_FAILED);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{editing ? `Edit “${editing.name}”` : "New Category"}</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={submit}
          noValidate
          className="grid gap-4 md:grid-cols-[1fr_2fr_auto] md:items-end"
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
            <Button type="submit" disabled={saving} data-testid="c-submit">
              {saving && <Loader2 aria-hidden className="animate-spin" />}
              {editing ? "Update Category" : "Create Category"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
