import type { Metadata } from "next";
import { requireAdmin } from "@/lib/auth/guards";
import { listAnnouncements } from "@/lib/community/announcements";
import { AnnouncementsManager } from "./_components/announcements-manager";

export const metadata: Metadata = { title: "News & Updates" };

export default async function AdminAnnouncementsPage() {
  await requireAdmin();
  const announcements = await listAnnouncements();
  return <AnnouncementsManager announcements={announcements} />;
}
