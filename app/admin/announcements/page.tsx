import type { Metadata } from "next";
import { AdminPage } from "@/components/layout/admin-page";
import { LoadFailed } from "@/components/ui/load-failed";
import { requireAdmin } from "@/lib/auth/guards";
import { listAnnouncements } from "@/lib/community/announcements";
import { LOAD_ANNOUNCEMENTS_FAILED } from "@/lib/community/messages";
import { loadOrNull } from "@/lib/http/load";
import { AnnouncementsManager } from "./_components/announcements-manager";

export const metadata: Metadata = { title: "News & Updates" };

export default async function AdminAnnouncementsPage() {
  await requireAdmin();
  const announcements = await loadOrNull(listAnnouncements());
  if (announcements === null) {
    return (
      <AdminPage title="News & Updates" width="narrow">
        <LoadFailed message={LOAD_ANNOUNCEMENTS_FAILED} />
      </AdminPage>
    );
  }
  return <AnnouncementsManager announcements={announcements} />;
}
