"use client";

import { ChevronDown, ChevronUp } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { LocalDate } from "@/components/ui/local-date";
import { UserText } from "@/components/community/user-text";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { preview } from "@/lib/community/format";
import type { BlogPostView } from "@/lib/community/types";

/** One post: the first 300 characters, with Read more / Read less for the rest. */
export function PostCard({ post, categoryName }: { post: BlogPostView; categoryName: string }) {
  const t = useTranslations("public.blog");
  const [expanded, setExpanded] = useState(false);
  const contentId = useId();
  const short = preview(post.content);
  return (
    <Card data-testid="blog-post" className="gap-4 sm:gap-4">
      <CardHeader>
        <div className="text-muted-foreground flex flex-wrap items-center gap-2 text-xs">
          <Badge variant="secondary">{categoryName}</Badge>
          <LocalDate value={post.createdAt} />
          <span aria-hidden>·</span>
          <span>{t("by", { author: post.author })}</span>
        </div>
        <CardTitle className="mt-1 text-xl break-words">{post.title}</CardTitle>
      </CardHeader>
      <CardContent>
        <UserText id={contentId} className="leading-relaxed" data-testid="blog-post-content">
          {expanded ? post.content : short.text}
        </UserText>
      </CardContent>
      {short.truncated && (
        <CardFooter>
          <Button
            variant="link"
            className="-ms-4 px-4"
            aria-expanded={expanded}
            aria-controls={contentId}
            onClick={() => setExpanded((v) => !v)}
            data-testid="blog-read-more"
          >
            {expanded ? (
              <>
                {t("readLess")} <ChevronUp aria-hidden />
              </>
            ) : (
              <>
                {t("readMore")} <ChevronDown aria-hidden />
              </>
            )}
          </Button>
        </CardFooter>
      )}
    </Card>
  );
}
