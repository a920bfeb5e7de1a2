import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AdminPage } from "@/components/layout/admin-page";
import { requireAdmin } from "@/lib/auth/guards";
import { getShopSettings } from "@/lib/settings/shop";
import { ExportList } from "./_components/export-list";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.exports");
  return { title: t("title") };
}

export default async function AdminExportsPage() {
  await requireAdmin();
  const [{ timeZone }, t, frame] = await Promise.all([
    getShopSettings(),
    getTranslations("admin.exports"),
    getTranslations("admin.frame"),
  ]);
  return (
    <AdminPage
      width="narrow"
      title={t("title")}
      description={t("description")}
      back={{ href: "/admin/dashboard", label: frame("backToDashboard") }}
    >
      <ExportList timeZone={timeZone} />
    </AdminPage>
  );
}
