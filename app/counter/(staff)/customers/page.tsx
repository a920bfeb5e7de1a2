import type { Metadata } from "next";
import { AdminPageBody } from "@/components/layout/admin-page";
import { getCardLook, unopenedCard } from "@/lib/program/card-query";
import { getShopSettings } from "@/lib/settings/shop";
import { CustomerLookup } from "./_components/customer-lookup";

export const metadata: Metadata = { title: "Customers" };

export default async function CounterCustomersPage() {
  const [{ shopName }, { look, program }] = await Promise.all([getShopSettings(), getCardLook()]);
  const { size, rewards } = unopenedCard(program);
  return (
    <AdminPageBody title="Customers" back={null}>
      <CustomerLookup opening={{ size, rewards }} look={look} shopName={shopName} />
    </AdminPageBody>
  );
}
