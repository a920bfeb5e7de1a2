"use client";

import { useTranslations } from "next-intl";
import { useText } from "@/components/i18n/use-text";
import { Field } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { notify } from "@/components/ui/toast";
import { useForm } from "@/components/ui/use-form";
import type { BlogPostView } from "@/lib/community/types";
import { api } from "@/lib/http/fetcher";
import { CATEGORY_KEYS } from "@/lib/db/schema/blog-categories";
import { BLOG_CATEGORIES, blogPostSchema } from "@/lib/community/blog-schema";
import { SAVE_BLOG_POST_FAILED } from "@/lib/community/messages";

/** The post form: title, category, content and the 'Published (visible to users)' switch. */
export function BlogPostDialog({
  open,
  post,
  onClose,
  onSaved,
}: {
  open: boolean;
  post?: BlogPostView;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useTranslations("admin.blogs");
  const text = useText();
  const editing = post !== undefined;
  const { pending, onSubmit, field, reset } = useForm({
    initial: {
      title: post?.title ?? "",
      category: post?.category ?? BLOG_CATEGORIES[0],
      content: post?.content ?? "",
      published: post?.published ?? false,
    },
    schema: blogPostSchema,
    action: (body) =>
      editing
        ? api(`/blog/${post.id}`, { method: "PUT", body })
        : api("/blog", { method: "POST", body }),
    onSuccess: (_, input) => {
      if (editing) {
        notify.success(t("updated"));
      } else {
        notify.success(input.published ? t("publishedToast") : t("draftSaved"));
        reset();
      }
      onSaved();
    },
    fallback: text(SAVE_BLOG_POST_FAILED),
  });
  // Each field's binding, by its name in the schema.
  const bound = {
    title: field("title"),
    category: field("category"),
    content: field("content"),
    published: field("published"),
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      pending={pending}
      title={editing ? t("dialog.editTitle") : t("new")}
      description={t("dialog.description")}
      onSubmit={onSubmit}
      testId="blog"
      submitLabel={editing ? t("dialog.update") : t("dialog.create")}
      className="sm:max-w-2xl"
    >
      <Field id="blog-title" label={t("dialog.titleLabel")} {...bound.title}>
        <Input maxLength={200} data-testid="blog-title" />
      </Field>
      <Field id="blog-category" label={t("dialog.category")} {...bound.category}>
        <NativeSelect
          options={BLOG_CATEGORIES.map((value) => ({
            value,
            label: t(`categories.${CATEGORY_KEYS[value]}`),
          }))}
          data-testid="blog-category"
        />
      </Field>
      <Field id="blog-content" label={t("dialog.content")} {...bound.content}>
        <Textarea rows={10} className="max-h-[40dvh]" data-testid="blog-content" />
      </Field>
      <Field id="blog-published" label={t("dialog.published")} {...bound.published}>
        <Switch data-testid="blog-published" />
      </Field>
    </FormDialog>
  );
}
