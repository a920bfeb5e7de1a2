"use client";

import { BookOpen } from "lucide-react";
import { useTranslations } from "next-intl";
import { EmptyState } from "@/components/ui/empty-state";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { BlogCategoryName } from "@/lib/db/schema/blog-categories";
import type { BlogPostView } from "@/lib/community/types";
import { BLOG_CATEGORIES } from "@/lib/community/blog-schema";
import { PostCard } from "./post-card";

const ALL = "all";
const TABS = [ALL, ...BLOG_CATEGORIES] as const;

// Radix builds element ids from tab values; ids with spaces would break the panels' accessible names.
const slug = (label: string) => label.toLowerCase().replace(/[^a-z]+/g, "-");

/** Each category's name in the reader's language; the stored value stays SPEC's English. */
export type CategoryNames = Record<BlogCategoryName, string>;

/** All Posts plus the six categories; the posts arrive newest first. */
export function BlogTabs({ posts, names }: { posts: BlogPostView[]; names: CategoryNames }) {
  const t = useTranslations("public.blog");
  return (
    <Tabs defaultValue={slug(ALL)}>
      <TabsList
        aria-label={t("tabsLabel")}
        className="w-full flex-wrap sm:w-fit"
        data-testid="blog-tabs"
      >
        {TABS.map((tab) => (
          <TabsTrigger key={tab} value={slug(tab)}>
            {tab === ALL ? t("all") : names[tab]}
          </TabsTrigger>
        ))}
      </TabsList>
      {TABS.map((tab) => {
        const shown = tab === ALL ? posts : posts.filter((p) => p.category === tab);
        return (
          <TabsContent key={tab} value={slug(tab)} className="mt-4">
            {shown.length === 0 ? (
              <EmptyState icon={<BookOpen />} title={t("empty")} data-testid="blog-empty" />
            ) : (
              <ul className="space-y-4">
                {shown.map((post) => (
                  <li key={post.id}>
                    <PostCard post={post} categoryName={names[post.category]} />
                  </li>
                ))}
              </ul>
            )}
          </TabsContent>
        );
      })}
    </Tabs>
  );
}
