import type { Metadata } from "next";
import { AdminMain } from "@/components/admin/admin-header";
import { shopSettings } from "@/lib/settings/shop";
import { StatusScreen } from "./_components/status-screen";

export const metadata: Metadata = { title: "System Status" };

export default function AdminStatusPage() {
  return (
    <AdminMain wide>
      <StatusScreen liveSiteUrl={shopSettings().publicSiteUrl ?? "/"} />
    </AdminMain>
  );
}
