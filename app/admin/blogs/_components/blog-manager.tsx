"use client";

import { BookOpen, Pencil, Plus } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { LocalDate } from "@/components/ui/local-date";
import { AdminPage } from "@/components/layout/admin-page";
import { UserText } from "@/components/community/user-text";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog, TrashButton } from "@/components/ui/confirm-dialog";
import { notify } from "@/components/ui/toast";
import type { BlogPostView } from "@/lib/community/types";
import { api, errorMessage } from "@/lib/http/fetcher";
import { BlogPostDialog } from "./blog-post-dialog";
import { DELETE_BLOG_POST_FAILED } from "@/lib/community/messages";

type Editing = { mode: "new" } | { mode: "edit"; post: BlogPostView } | null;

/** Every post, newest first, drafts tagged; write, edit and delete. */
export function BlogManager({ posts }: { posts: BlogPostView[] }) {
  const router = useRouter();
  const [editing, setEditing] = useState<Editing>(null);

  async function remove(id: string) {
    try {
      await api(`/blog/${id}`, { method: "DELETE" });
      notify.success("Blog post deleted");
      router.refresh();
      return true;
    } catch (e) {
      notify.error("Error", errorMessage(e, DELETE_BLOG_POST_FAILED));
      return false;
    }
  }

  return (
    <AdminPage
      title="Blog Posts"
      description="Write for your customers. Drafts stay hidden until published."
      width="narrow"
      actions={
        <Button onClick={() => setEditing({ mode: "new" })} data-testid="blog-new">
          <Plus aria-hidden /> New Post
        </Button>
      }
    >
      {posts.length === 0 ? (
        <EmptyState
          icon={<BookOpen />}
          title="No blog posts yet. Create your first post!"
          data-testid="blog-admin-empty"
        />
      ) : (
        <ul className="space-y-4">
          {posts.map((post) => (
            <li key={post.id}>
              <Card data-testid="admin-blog-post" className="gap-3 sm:gap-4">
                <CardHeader>
                  <div className="text-muted-foreground flex flex-wrap items-center gap-2 text-xs">
                    {post.published ? (
                      <Badge variant="success">Published</Badge>
                    ) : (
                      <Badge variant="warning" data-testid="blog-draft-tag">
                        Draft
                      </Badge>
                    )}
                    <Badge variant="secondary">{post.category}</Badge>
                    <LocalDate value={post.createdAt} />
                    <span>by {post.author}</span>
                  </div>
                  <CardTitle className="mt-1 break-words">{post.title}</CardTitle>
                  <CardAction className="flex gap-1">
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Edit ${post.title}`}
                      onClick={() => setEditing({ mode: "edit", post })}
                      data-testid="blog-edit"
                    >
                      <Pencil aria-hidden />
                    </Button>
                    <ConfirmDialog
                      trigger={
                        <TrashButton label={`Delete ${post.title}`} data-testid="blog-delete" />
                      }
                      title="Delete blog post"
                      description="Are you sure you want to delete this blog post?"
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
