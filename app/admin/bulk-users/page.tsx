import type { Metadata } from "next";
import { AdminPage } from "@/components/layout/admin-page";
import { getShopSettings } from "@/lib/settings/shop";
import { BulkScreen } from "./_components/bulk-screen";

export const metadata: Metadata = { title: "Bulk Users" };

export default async function BulkUsersPage() {
  const { shopName } = await getShopSettings();
  return (
    <AdminPage
      title="Bulk Users"
      description="Create ready-to-hand-out accounts, each with a QR code that signs the customer in once."
    >
      <BulkScreen shopName={shopName} />
    </AdminPage>
  );
}
