"use client";

import { useState } from "react";
import { FormDialog } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { notify } from "@/components/ui/toast";
import { useSubmit } from "@/components/ui/use-submit";
import type { BlogPostView } from "@/lib/community/types";
import type { BlogCategory } from "@/lib/db/schema";
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
  const [title, setTitle] = useState(post?.title ?? "");
  const [category, setCategory] = useState<BlogCategory>(post?.category ?? BLOG_CATEGORIES[0]);
  const [content, setContent] = useState(post?.content ?? "");
  const [published, setPublished] = useState(post?.published ?? false);
  const editing = post !== undefined;
  const { pending, form } = useSubmit({
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
        setTitle("");
        setContent("");
        setPublished(false);
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
      onSubmit={form({ title, category, content, published })}
      testId="blog"
      submitLabel={editing ? "Update" : "Create"}
      className="sm:max-w-2xl"
    >
      <div className="space-y-2">
        <Label htmlFor="blog-title">Title</Label>
        <Input
          id="blog-title"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          maxLength={200}
          data-testid="blog-title"
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor="blog-category">Category</Label>
        <NativeSelect
          id="blog-category"
          value={category}
          onChange={(e) => setCategory(e.target.value as BlogCategory)}
          data-testid="blog-category"
        >
          {BLOG_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-2">
        <Label htmlFor="blog-content">Content</Label>
        <Textarea
          id="blog-content"
          value={content}
          onChange={(e) => setContent(e.target.value)}
          rows={10}
          className="max-h-[40dvh]"
          data-testid="blog-content"
        />
      </div>
      <div className="flex min-h-11 items-center gap-3">
        <Switch
          id="blog-published"
          checked={published}
          onCheckedChange={setPublished}
          data-testid="blog-published"
        />
        <Label htmlFor="blog-published">Published (visible to users)</Label>
      </div>
    </FormDialog>
  );
}
