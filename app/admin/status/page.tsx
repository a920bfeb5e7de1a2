import type { Metadata } from "next";
import { shopSettings } from "@/lib/settings/shop";
import { StatusScreen } from "./_components/status-screen";

export const metadata: Metadata = { title: "System Status" };

export default function AdminStatusPage() {
  return <StatusScreen liveSiteUrl={shopSettings().publicSiteUrl ?? "/"} />;
}
