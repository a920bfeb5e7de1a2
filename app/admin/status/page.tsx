import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getShopSettings } from "@/lib/settings/shop";
import { StatusScreen } from "./_components/status-screen";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.status");
  return { title: t("title") };
}

export default async function AdminStatusPage() {
  return <StatusScreen liveSiteUrl={(await getShopSettings()).publicSiteUrl ?? "/"} />;
}
