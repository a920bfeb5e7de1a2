import type { Metadata } from "next";
import { getShopSettings } from "@/lib/settings/shop";
import { StatusScreen } from "./_components/status-screen";

export const metadata: Metadata = { title: "System Status" };

export default async function AdminStatusPage() {
  return <StatusScreen liveSiteUrl={(await getShopSettings()).publicSiteUrl ?? "/"} />;
}
