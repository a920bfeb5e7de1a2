import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { blogPosts, type BlogCategory, type BlogPost } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";
import type { BlogPostInput, BlogPostUpdateInput } from "@/lib/community/blog-schema";
import { BLOG_POST_NOT_FOUND as NOT_FOUND } from "./messages";
import type { BlogPostView } from "./types";

type Viewer = Pick<SessionUser, "id" | "username" | "role">;

/** Customers read every post: the author's name as signed, never their user id. */
function view(row: BlogPost): BlogPostView {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    category: row.category,
    published: row.published,
    author: row.author,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Newest first. Drafts are listed only when asked for, and only an admin's call asks:
 * the reader's /blogs and every customer call see published posts alone.
 */
export async function listPosts({
  viewer,
  drafts = false,
  category,
}: {
  viewer: Viewer;
  drafts?: boolean;
  category?: BlogCategory;
}): Promise<BlogPostView[]> {
  const withDrafts = drafts && viewer.role === "admin";
  const rows = await db
    .select()
    .from(blogPosts)
    .where(
      and(
        withDrafts ? undefined : eq(blogPosts.published, true),
        category ? eq(blogPosts.category, category) : undefined,
      ),
    )
    .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id));
  return rows.map(view);
}

/** The author is the signed-in admin, never a name from the request. */
export async function createPost({
  viewer,
  input,
}: {
  viewer: Viewer;
  input: BlogPostInput;
}): Promise<BlogPostView> {
  const [row] = await db
    .insert(blogPosts)
    .values({ ...input, author: viewer.username, authorId: viewer.id })
    .returning();
  return view(row!);
}

export async function updatePost({
  id,
  input,
}: {
  id: string;
  input: BlogPostUpdateInput;
}): Promise<BlogPostView> {
  const [row] = await db
    .update(blogPosts)
    .set({ ...input, updatedAt: sql`now()` })
    .where(eq(blogPosts.id, id))
    .returning();
  if (!row) throw new ApiError("not_found", NOT_FOUND);
  return view(row);
}

export async function deletePost({ id }: { id: string }): Promise<void> {
  const deleted = await db
    .delete(blogPosts)
    .where(eq(blogPosts.id, id))
    .returning({ id: blogPosts.id });
  if (deleted.length === 0) throw new ApiError("not_found", NOT_FOUND);
}
