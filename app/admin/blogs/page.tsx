import type { Metadata } from "next";
import { LoadFailed } from "@/components/community/load-failed";
import { requireAdmin } from "@/lib/auth/guards";
import { listPosts } from "@/lib/community/blog";
import { LOAD_BLOG_POSTS_FAILED } from "@/lib/community/messages";
import { loadOrNull } from "@/lib/http/load";
import { BlogManager } from "./_components/blog-manager";

export const metadata: Metadata = { title: "Blog Posts" };

export default async function AdminBlogsPage() {
  const admin = await requireAdmin();
  const posts = await loadOrNull(listPosts({ viewer: admin, drafts: true }));
  return (
    <main className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 sm:py-10">
      {posts === null ? (
        <LoadFailed message={LOAD_BLOG_POSTS_FAILED} />
      ) : (
        <BlogManager posts={posts} />
      )}
    </main>
  );
}
