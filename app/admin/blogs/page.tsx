import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AdminPage } from "@/components/layout/admin-page";
import { LoadFailed } from "@/components/ui/load-failed";
import { requireAdmin } from "@/lib/auth/guards";
import { listPosts } from "@/lib/community/blog";
import { LOAD_BLOG_POSTS_FAILED } from "@/lib/community/messages";
import { loadOrNull } from "@/lib/http/load";
import { getText } from "@/lib/i18n/server";
import { BlogManager } from "./_components/blog-manager";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.blogs");
  return { title: t("title") };
}

export default async function AdminBlogsPage() {
  const admin = await requireAdmin();
  const posts = await loadOrNull(listPosts({ viewer: admin, drafts: true }));
  if (posts === null) {
    const [t, frame, text] = await Promise.all([
      getTranslations("admin.blogs"),
      getTranslations("admin.frame"),
      getText(),
    ]);
    return (
      <AdminPage
        title={t("title")}
        back={{ href: "/admin/dashboard", label: frame("backToDashboard") }}
        width="narrow"
      >
        <LoadFailed message={text(LOAD_BLOG_POSTS_FAILED)} />
      </AdminPage>
    );
  }
  return <BlogManager posts={posts} />;
}
