import type { Metadata } from "next";
import { AdminPage } from "@/components/layout/admin-page";
import { env } from "@/lib/env";
import { BulkScreen } from "./_components/bulk-screen";

export const metadata: Metadata = { title: "Bulk Users" };

export default function BulkUsersPage() {
  return (
    <AdminPage
      title="Bulk Users"
      description="Create ready-to-hand-out accounts, each with a QR code that signs the customer in once."
    >
      <BulkScreen shopName={env.SHOP_NAME} />
    </AdminPage>
  );
}
