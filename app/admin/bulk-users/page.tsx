import type { Metadata } from "next";
import { AdminHeader, AdminMain } from "@/components/admin/admin-header";
import { env } from "@/lib/env";
import { BulkScreen } from "./_components/bulk-screen";

export const metadata: Metadata = { title: "Bulk Users" };

export default function BulkUsersPage() {
  return (
    <AdminMain wide>
      <AdminHeader
        title="Bulk Users"
        description="Create ready-to-hand-out accounts, each with a QR code that signs the customer in once."
      />
      <BulkScreen shopName={env.SHOP_NAME} />
    </AdminMain>
  );
}
