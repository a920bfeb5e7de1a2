import type { Metadata } from "next";
import { requireAdmin } from "@/lib/auth/guards";
import { listPosts } from "@/lib/community/blog";
import { BlogManager } from "./_components/blog-manager";

export const metadata: Metadata = { title: "Blog Posts" };

export default async function AdminBlogsPage() {
  const admin = await requireAdmin();
  const posts = await listPosts({ viewer: admin, drafts: true });
  return <BlogManager posts={posts} />;
}
