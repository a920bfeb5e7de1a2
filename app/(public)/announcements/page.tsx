import type { Metadata } from "next";
import { Megaphone } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadFailed } from "@/components/ui/load-failed";
import { LocalDate, DATE_TIME } from "@/components/ui/local-date";
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
import { getShopSettings } from "@/lib/settings/shop";
import { SiteFooter } from "../_components/site-footer";

export const metadata: Metadata = { title: "News & Updates" };

export default async function AnnouncementsPage() {
  const shop = await getShopSettings();
  const [user, announcements] = await Promise.all([
    getSessionUser(),
    loadOrNull(listAnnouncements()),
  ]);
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader shopName={shop.shopName} user={user} current="news" />
      <main className="mx-auto w-full max-w-2xl flex-1 px-4 py-8 sm:px-6 sm:py-12">
        <PageHeader
          back={
            user
              ? { href: homeFor(user.role), label: "Back to Dashboard" }
              : { href: "/", label: "Home" }
          }
          title="News & Updates"
          description={`The latest from ${shop.shopName}.`}
          icon={<Megaphone />}
        />
        {announcements === null ? (
          <LoadFailed message={LOAD_ANNOUNCEMENTS_FAILED} icon={<Megaphone />} />
        ) : announcements.length === 0 ? (
          <EmptyState
            icon={<Megaphone />}
            title="No announcements yet. Check back later!"
            data-testid="announcements-empty"
          />
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
                        <span data-testid="announcement-updated">
                          {" "}
                          (updated <LocalDate value={a.updatedAt} options={DATE_TIME} />)
                        </span>
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
