import type { Metadata } from "next";
import { AdminPage } from "@/components/layout/admin-page";
import { requireAdmin } from "@/lib/auth/guards";
import { MessagesScreen } from "./_components/messages-screen";

export const metadata: Metadata = { title: "Messages" };

export default async function AdminMessagesPage() {
  await requireAdmin();
  return (
    <AdminPage
      title="Messages"
      description="What customers find in their inbox and on their phone's lock screen."
    >
      <MessagesScreen />
    </AdminPage>
  );
}
