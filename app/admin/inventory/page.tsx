import type { Metadata } from "next";
import { requireAdmin } from "@/lib/auth/guards";
import { InventoryScreen } from "./_components/inventory-screen";

export const metadata: Metadata = { title: "Inventory" };

export default async function AdminInventoryPage() {
  await requireAdmin();
  return <InventoryScreen />;
}
