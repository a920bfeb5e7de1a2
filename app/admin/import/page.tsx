import type { Metadata } from "next";
import { AdminPage } from "@/components/layout/admin-page";
import { ImportScreen } from "./_components/import-screen";

export const metadata: Metadata = { title: "Import Customers" };

export default function ImportPage() {
  return (
    <AdminPage
      title="Import Customers"
      description="Bring customers over from a previous loyalty system with their punches and XP."
    >
      <ImportScreen />
    </AdminPage>
  );
}
