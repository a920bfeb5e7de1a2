import type { Metadata } from "next";
import { AdminPage } from "@/components/layout/admin-page";
import { readProgram } from "@/lib/program/read";
import { getShopSettings } from "@/lib/settings/shop";
import { ProgramForm } from "./_components/program-form";

export const metadata: Metadata = { title: "Loyalty Program" };

export default async function ProgramPage() {
  // Read uncached: the form must start from what is saved, not from a copy seconds old.
  const [program, { shopName }] = await Promise.all([readProgram(), getShopSettings()]);
  return (
    <AdminPage
      title="Loyalty Program"
      description="The card your customers collect: its punches, rewards, bonuses and look."
    >
      <ProgramForm initial={program} shopName={shopName} />
    </AdminPage>
  );
}
