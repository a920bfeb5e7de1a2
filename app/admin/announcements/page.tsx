import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AdminPage } from "@/components/layout/admin-page";
import { LoadFailed } from "@/components/ui/load-failed";
import { requireAdmin } from "@/lib/auth/guards";
import { listAnnouncements } from "@/lib/community/announcements";
import { LOAD_ANNOUNCEMENTS_FAILED } from "@/lib/community/messages";
import { loadOrNull } from "@/lib/http/load";
import { getText } from "@/lib/i18n/server";
import { AnnouncementsManager } from "./_components/announcements-manager";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.announcements");
  return { title: t("title") };
}

export default async function AdminAnnouncementsPage() {
  await requireAdmin();
  const announcements = await loadOrNull(listAnnouncements());
  if (announcements === null) {
    const [t, frame, text] = await Promise.all([
      getTranslations("admin.announcements"),
      getTranslations("admin.frame"),
      getText(),
    ]);
    return (
      <AdminPage
        title={t("title")}
        back={{ href: "/admin/dashboard", label: frame("backToDashboard") }}
        width="narrow"
      >
        <LoadFailed message={text(LOAD_ANNOUNCEMENTS_FAILED)} />
      </AdminPage>
    );
  }
  return <AnnouncementsManager announcements={announcements} />;
}
