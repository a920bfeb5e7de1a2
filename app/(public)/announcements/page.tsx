import type { Metadata } from "next";
import { Megaphone } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadFailed } from "@/components/ui/load-failed";
import { LocalDate } from "@/components/ui/local-date";
import { PageHeader } from "@/components/community/page-header";
import { PublicHeader } from "@/components/community/public-header";
import { UserText } from "@/components/community/user-text";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { homeFor } from "@/lib/auth/access";
import { getSessionUser } from "@/lib/auth/session";
import { listAnnouncements } from "@/lib/community/announcements";
import { wasEdited } from "@/lib/community/format";
import { LOAD_ANNOUNCEMENTS_FAILED } from "@/lib/community/messages";
import { loadOrNull } from "@/lib/http/load";
import { getText } from "@/lib/i18n/server";
import { getShopSettings } from "@/lib/settings/shop";
import { SiteFooter } from "../_components/site-footer";
import { DATE_TIME } from "@/lib/i18n/dates";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("public.news");
  return { title: t("title") };
}

export default async function AnnouncementsPage() {
  const [shop, t, text] = await Promise.all([
    getShopSettings(),
    getTranslations("public.news"),
    getText(),
  ]);
  const [user, announcements] = await Promise.all([
    getSessionUser(),
    loadOrNull(listAnnouncements()),
  ]);
  const updatedOn = (date: string | Date) =>
    t.rich("updated", { date: () => <LocalDate value={date} options={DATE_TIME} /> });
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader shopName={shop.shopName} user={user} current="news" />
      <main className="mx-auto w-full max-w-2xl flex-1 px-4 py-8 sm:px-6 sm:py-12">
        <PageHeader
          back={
            user
              ? { href: homeFor(user.role), label: t("backToDashboard") }
              : { href: "/", label: t("home") }
          }
          title={t("title")}
          description={t("description", { shop: shop.shopName })}
          icon={<Megaphone />}
        />
        {announcements === null ? (
          <LoadFailed message={text(LOAD_ANNOUNCEMENTS_FAILED)} icon={<Megaphone />} />
        ) : announcements.length === 0 ? (
          <EmptyState icon={<Megaphone />} title={t("empty")} data-testid="announcements-empty" />
        ) : (
          <ul className="space-y-4" data-testid="announcements">
            {announcements.map((a) => (
              <li key={a.id}>
                <Card data-testid="announcement" className="gap-3 sm:gap-4">
                  <CardHeader>
                    <CardTitle className="break-words">{a.title}</CardTitle>
                    <p className="text-muted-foreground text-sm">
                      <LocalDate value={a.createdAt} options={DATE_TIME} />
                      {wasEdited(a.createdAt, a.updatedAt) && (
                        <span data-testid="announcement-updated"> {updatedOn(a.updatedAt)}</span>
                      )}
                    </p>
                  </CardHeader>
                  <CardContent>
                    <UserText className="text-[0.95rem] leading-relaxed">{a.content}</UserText>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </main>
      <SiteFooter shopName={shop.shopName} />
    </div>
  );
}
