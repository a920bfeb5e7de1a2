import type { Metadata } from "next";
import { AdminPage } from "@/components/layout/admin-page";
import { requireAdmin } from "@/lib/auth/guards";
import { getShopSettings } from "@/lib/settings/shop";
import { ExportList } from "./_components/export-list";

export const metadata: Metadata = { title: "Exports" };

export default async function AdminExportsPage() {
  await requireAdmin();
  const { timeZone } = await getShopSettings();
  return (
    <AdminPage
      width="narrow"
      title="Exports"
      description="Download the shop's data as CSV files for a spreadsheet."
    >
      <ExportList timeZone={timeZone} />
    </AdminPage>
  );
}
