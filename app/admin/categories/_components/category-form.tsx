"use client";

import { useTranslations } from "next-intl";
import { useText } from "@/components/i18n/use-text";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { notify } from "@/components/ui/toast";
import { useForm } from "@/components/ui/use-form";
import type { CategoryDto } from "@/lib/catalog/types";
import { api } from "@/lib/http/fetcher";
import { categorySchema } from "@/lib/catalog/category-schema";
import { SAVE_CATEGORY_FAILED } from "@/lib/catalog/messages";

type Props = {
  editing: CategoryDto | null;
  onSaved: (category: CategoryDto) => void;
  onCancel: () => void;
};

/** Create or edit a category (name required, description optional); remount with a key to switch. */
export function CategoryForm({ editing, onSaved, onCancel }: Props) {
  const t = useTranslations("adminCatalog.categoryForm");
  const text = useText();
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
      notify.success(editing ? t("updated") : t("created"), saved.name);
      onSaved(saved);
      if (!editing) reset();
    },
    fallback: text(SAVE_CATEGORY_FAILED),
  });
  // A field's message from the shared schema or the server is a catalogue key until shown.
  function bind<K extends Parameters<typeof field>[0]>(name: K) {
    const binding = field(name);
    return { ...binding, error: binding.error && text(binding.error) };
  }
  const fields = {
    name: bind("name"),
    description: bind("description"),
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{editing ? t("editTitle", { name: editing.name }) : t("newTitle")}</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={onSubmit}
          noValidate
          className="grid grid-cols-1 gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_auto] md:items-end"
          data-testid="category-form"
        >
          <Field id="c-name" label={t("name")} {...fields.name}>
            <Input data-testid="c-name" />
          </Field>
          <Field id="c-description" label={t("description")} {...fields.description}>
            <Input data-testid="c-description" />
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            {editing && (
              <Button type="button" variant="outline" onClick={onCancel}>
                {t("cancel")}
              </Button>
            )}
            <SubmitButton pending={saving} data-testid="c-submit">
              {editing ? t("update") : t("create")}
            </SubmitButton>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
