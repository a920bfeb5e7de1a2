"use client";

import { BookOpen, Pencil, Plus } from "lucide-react";
import { useRouter } from "next/navigation";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { useText } from "@/components/i18n/use-text";
import { AdminPage } from "@/components/layout/admin-page";
import { UserText } from "@/components/community/user-text";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog, TrashButton } from "@/components/ui/confirm-dialog";
import { notify } from "@/components/ui/toast";
import type { BlogPostView } from "@/lib/community/types";
import { api, errorMessage } from "@/lib/http/fetcher";
import { CATEGORY_KEYS } from "@/lib/db/schema/blog-categories";
import { BlogPostDialog } from "./blog-post-dialog";
import { DELETE_BLOG_POST_FAILED } from "@/lib/community/messages";
import { DAY } from "@/lib/i18n/dates";

type Editing = { mode: "new" } | { mode: "edit"; post: BlogPostView } | null;

/** Every post, newest first, drafts tagged; write, edit and delete. */
export function BlogManager({ posts }: { posts: BlogPostView[] }) {
  const t = useTranslations("admin.blogs");
  const text = useText();
  const format = useFormatter();
  const router = useRouter();
  const [editing, setEditing] = useState<Editing>(null);

  async function remove(id: string) {
    try {
      await api(`/blog/${id}`, { method: "DELETE" });
      notify.success(t("deleted"));
      router.refresh();
      return true;
    } catch (e) {
      notify.error(t("errorTitle"), errorMessage(e, text(DELETE_BLOG_POST_FAILED)));
      return false;
    }
  }

  return (
    <AdminPage
      title={t("title")}
      description={t("description")}
      back={{ href: "/admin/dashboard", label: t("back") }}
      width="narrow"
      actions={
        <Button onClick={() => setEditing({ mode: "new" })} data-testid="blog-new">
          <Plus aria-hidden /> {t("new")}
        </Button>
      }
    >
      {posts.length === 0 ? (
        <EmptyState icon={<BookOpen />} title={t("empty")} data-testid="blog-admin-empty" />
      ) : (
        <ul className="space-y-4">
          {posts.map((post) => (
            <li key={post.id}>
              <Card data-testid="admin-blog-post" className="gap-3 sm:gap-4">
                <CardHeader>
                  <div className="text-muted-foreground flex flex-wrap items-center gap-2 text-xs">
                    {post.published ? (
                      <Badge variant="success">{t("published")}</Badge>
                    ) : (
                      <Badge variant="warning" data-testid="blog-draft-tag">
                        {t("draft")}
                      </Badge>
                    )}
                    <Badge variant="secondary">
                      {t(`categories.${CATEGORY_KEYS[post.category]}`)}
                    </Badge>
                    <time dateTime={new Date(post.createdAt).toISOString()}>
                      {format.dateTime(new Date(post.createdAt), DAY)}
                    </time>
                    <span>{t("by", { author: post.author })}</span>
                  </div>
                  <CardTitle className="mt-1 break-words">{post.title}</CardTitle>
                  <CardAction className="flex gap-1">
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t("edit", { title: post.title })}
                      onClick={() => setEditing({ mode: "edit", post })}
                      data-testid="blog-edit"
                    >
                      <Pencil aria-hidden />
                    </Button>
                    <ConfirmDialog
                      trigger={
                        <TrashButton
                          label={t("delete", { title: post.title })}
                          data-testid="blog-delete"
                        />
                      }
                      title={t("deleteTitle")}
                      description={t("deleteQuestion")}
                      onConfirm={() => remove(post.id)}
                    />
                  </CardAction>
                </CardHeader>
                <CardContent>
                  <UserText className="text-muted-foreground line-clamp-3 text-sm">
                    {post.content}
                  </UserText>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}

      <BlogPostDialog
        key={editing?.mode === "edit" ? editing.post.id : "new"}
        open={editing !== null}
        post={editing?.mode === "edit" ? editing.post : undefined}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          router.refresh();
        }}
      />
    </AdminPage>
  );
}
