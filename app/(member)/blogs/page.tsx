import type { Metadata } from "next";
import { BookOpen } from "lucide-react";
import { LoadFailed } from "@/components/ui/load-failed";
import { PageHeader } from "@/components/community/page-header";
import { homeFor } from "@/lib/auth/access";
import { requireSignedIn } from "@/lib/auth/guards";
import { listPosts } from "@/lib/community/blog";
import { LOAD_BLOG_POSTS_FAILED } from "@/lib/community/messages";
import { loadOrNull } from "@/lib/http/load";
import { BlogTabs } from "./_components/blog-tabs";

export const metadata: Metadata = { title: "Blog" };

/** The reader's blog, for any signed-in user: published posts only, admins included. */
export default async function BlogsPage() {
  const user = await requireSignedIn();
  const posts = await loadOrNull(listPosts({ viewer: user, drafts: false }));
  return (
    <main className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 sm:py-10">
      <PageHeader
        back={{ href: homeFor(user.role), label: "Back to Dashboard" }}
        title="Blog"
        description="Stories, tips and news from the shop."
        icon={<BookOpen />}
      />
      {posts === null ? (
        <LoadFailed message={LOAD_BLOG_POSTS_FAILED} icon={<BookOpen />} />
      ) : (
        <BlogTabs posts={posts} />
      )}
    </main>
  );
}
