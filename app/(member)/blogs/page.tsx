import type { Metadata } from "next";
import { BookOpen } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { IntlProvider } from "@/components/i18n/intl-provider";
import { LoadFailed } from "@/components/ui/load-failed";
import { PageHeader } from "@/components/community/page-header";
import { homeFor } from "@/lib/auth/access";
import { requireSignedIn } from "@/lib/auth/guards";
import { listPosts } from "@/lib/community/blog";
import { BLOG_CATEGORIES, CATEGORY_KEYS } from "@/lib/db/schema/blog-categories";
import { LOAD_BLOG_POSTS_FAILED } from "@/lib/community/messages";
import { loadOrNull } from "@/lib/http/load";
import { getText } from "@/lib/i18n/server";
import { BlogTabs, type CategoryNames } from "./_components/blog-tabs";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("public.blog");
  return { title: t("title") };
}

/** The reader's blog, for any signed-in user: published posts only, admins included. */
export default async function BlogsPage() {
  const user = await requireSignedIn();
  const [posts, t, text, category] = await Promise.all([
    loadOrNull(listPosts({ viewer: user, drafts: false })),
    getTranslations("public.blog"),
    getText(),
    getTranslations("admin.blogs.categories"),
  ]);
  // The six names as the admin's blog screen writes them, translated here on the server, so
  // the reader's script carries six words, not the admin's catalogue.
  const names = Object.fromEntries(BLOG_CATEGORIES.map((c) => [c, category(CATEGORY_KEYS[c])]));
  return (
    <main className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 sm:py-10">
      <PageHeader
        back={{ href: homeFor(user.role), label: t("back") }}
        title={t("title")}
        description={t("description")}
        icon={<BookOpen />}
      />
      {posts === null ? (
        <LoadFailed message={text(LOAD_BLOG_POSTS_FAILED)} icon={<BookOpen />} />
      ) : (
        <IntlProvider namespaces={["public", "errors"]}>
          <BlogTabs posts={posts} names={names as CategoryNames} />
        </IntlProvider>
      )}
    </main>
  );
}
