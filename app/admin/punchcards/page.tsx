import type { Metadata } from "next";
import { AdminPage } from "@/components/layout/admin-page";
import { listPunchCards } from "@/lib/rewards/admin-queries";
import { PunchCardGrid } from "./_components/punch-card-grid";

export const metadata: Metadata = { title: "Punch Cards" };

export default async function AdminPunchCardsPage() {
  const first = await listPunchCards({ limit: 48, offset: 0 });
  return (
    <AdminPage
      title="Punch Cards"
      description="Every customer's card. Reset a card after handing over the free product."
    >
      <PunchCardGrid initial={first} />
    </AdminPage>
  );
}
