import type { Metadata } from "next";
import { LoadFailed } from "@/components/community/load-failed";
import { requireAdmin } from "@/lib/auth/guards";
import { listAnnouncements } from "@/lib/community/announcements";
import { LOAD_ANNOUNCEMENTS_FAILED } from "@/lib/community/messages";
import { loadOrNull } from "@/lib/http/load";
import { AnnouncementsManager } from "./_components/announcements-manager";

export const metadata: Metadata = { title: "News & Updates" };

export default async function AdminAnnouncementsPage() {
  await requireAdmin();
  const announcements = await loadOrNull(listAnnouncements());
  return (
    <main className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 sm:py-10">
      {announcements === null ? (
        <LoadFailed message={LOAD_ANNOUNCEMENTS_FAILED} />
      ) : (
        <AnnouncementsManager announcements={announcements} />
      )}
    </main>
  );
}
