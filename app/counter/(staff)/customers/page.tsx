import type { Metadata } from "next";
import { CustomerLookup } from "./_components/customer-lookup";

export const metadata: Metadata = { title: "Customers" };

export default function CounterCustomersPage() {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold tracking-tight">Customers</h1>
      <CustomerLookup />
    </div>
  );
}
