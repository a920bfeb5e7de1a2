import { useLocale, useTranslations } from "next-intl";
import Link from "next/link";
import { Megaphone } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import type { AnnouncementView } from "@/lib/community/types";
import { LocalDate } from "@/components/ui/local-date";
import { UserText } from "./user-text";

/** The 'News & Updates' card: the given announcements and a way to all of them; nothing when empty. */
export function NewsList({ announcements }: { announcements: AnnouncementView[] }) {
  const t = useTranslations("customer.news");
  const locale = useLocale();
  if (announcements.length === 0) return null;
  return (
    <Card data-testid="news-block" aria-labelledby="news-block-title">
      <CardHeader>
        <CardTitle id="news-block-title" className="flex items-center gap-2">
          <Megaphone className="text-primary size-5" aria-hidden />
          {t("title")}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-y">
          {announcements.map((a) => (
            <li key={a.id} className="py-3 first:pt-0 last:pb-0" data-testid="news-item">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
                <h3 className="font-semibold break-words">{a.title}</h3>
                <LocalDate
                  value={a.createdAt}
                  locale={locale}
                  className="text-muted-foreground shrink-0 text-xs"
                />
              </div>
              <UserText className="text-muted-foreground mt-1 line-clamp-3 text-sm">
                {a.content}
              </UserText>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <Button asChild variant="outline" className="w-full">
          <Link href="/announcements" data-testid="news-view-all">
            {t("viewAll")}
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
