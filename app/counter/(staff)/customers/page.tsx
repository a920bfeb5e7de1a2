import type { Metadata } from "next";
import { AdminPageBody } from "@/components/layout/admin-page";
import { getShopSettings } from "@/lib/settings/shop";
import { CustomerLookup } from "./_components/customer-lookup";

export const metadata: Metadata = { title: "Customers" };

export default async function CounterCustomersPage() {
  const { rewardName } = await getShopSettings();
  return (
    <AdminPageBody title="Customers" back={null}>
      <CustomerLookup rewardName={rewardName} />
    </AdminPageBody>
  );
}
