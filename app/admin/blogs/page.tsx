import type { Metadata } from "next";
import { AdminPage } from "@/components/layout/admin-page";
import { LoadFailed } from "@/components/ui/load-failed";
import { requireAdmin } from "@/lib/auth/guards";
import { listPosts } from "@/lib/community/blog";
import { LOAD_BLOG_POSTS_FAILED } from "@/lib/community/messages";
import { loadOrNull } from "@/lib/http/load";
import { BlogManager } from "./_components/blog-manager";

export const metadata: Metadata = { title: "Blog Posts" };

export default async function AdminBlogsPage() {
  const admin = await requireAdmin();
  const posts = await loadOrNull(listPosts({ viewer: admin, drafts: true }));
  if (posts === null) {
    return (
      <AdminPage title="Blog Posts" width="narrow">
        <LoadFailed message={LOAD_BLOG_POSTS_FAILED} />
      </AdminPage>
    );
  }
  return <BlogManager posts={posts} />;
}
