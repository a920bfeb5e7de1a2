import type { Metadata } from "next";
import { AdminPage } from "@/components/layout/admin-page";
import { getProgram } from "@/lib/program/read";
import { ImportScreen } from "./_components/import-screen";

export const metadata: Metadata = { title: "Import Customers" };

export default async function ImportPage() {
  const { cardSize } = await getProgram();
  return (
    <AdminPage
      title="Import Customers"
      description="Bring customers over from a previous loyalty system with their punches and XP."
    >
      <ImportScreen cardSize={cardSize} />
    </AdminPage>
  );
}
