"use client";

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
import { BLOG_CATEGORIES, blogPostSchema } from "@/lib/validation/blog";
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
        notify.success("Blog post updated");
      } else {
        notify.success(input.published ? "Blog post published" : "Draft saved");
        reset();
      }
      onSaved();
    },
    fallback: SAVE_BLOG_POST_FAILED,
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      pending={pending}
      title={editing ? "Edit Post" : "New Post"}
      description="Published posts appear on the blog for every signed-in customer."
      onSubmit={onSubmit}
      testId="blog"
      submitLabel={editing ? "Update" : "Create"}
      className="sm:max-w-2xl"
    >
      <Field id="blog-title" label="Title" {...field("title")}>
        <Input maxLength={200} data-testid="blog-title" />
      </Field>
      <Field id="blog-category" label="Category" {...field("category")}>
        <NativeSelect options={BLOG_CATEGORIES} data-testid="blog-category" />
      </Field>
      <Field id="blog-content" label="Content" {...field("content")}>
        <Textarea rows={10} className="max-h-[40dvh]" data-testid="blog-content" />
      </Field>
      <Field id="blog-published" label="Published (visible to users)" {...field("published")}>
        <Switch data-testid="blog-published" />
      </Field>
    </FormDialog>
  );
}
