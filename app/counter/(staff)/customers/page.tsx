import type { Metadata } from "next";
import { AdminPageBody } from "@/components/layout/admin-page";
import { CustomerLookup } from "./_components/customer-lookup";

export const metadata: Metadata = { title: "Customers" };

export default function CounterCustomersPage() {
  return (
    <AdminPageBody title="Customers" back={null}>
      <CustomerLookup />
    </AdminPageBody>
  );
}
