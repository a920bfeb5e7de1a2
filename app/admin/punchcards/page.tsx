import type { Metadata } from "next";
import { AdminPage } from "@/components/layout/admin-page";
import { getCardLook, readCardViews, unopenedCard } from "@/lib/program/card-query";
import { listPunchCards } from "@/lib/rewards/admin-queries";
import { getShopSettings } from "@/lib/settings/shop";
import { PunchCardGrid } from "./_components/punch-card-grid";

export const metadata: Metadata = { title: "Punch Cards" };

export default async function AdminPunchCardsPage() {
  const [first, { look, program }, { shopName }] = await Promise.all([
    listPunchCards({ limit: 48, offset: 0 }),
    getCardLook(),
    getShopSettings(),
  ]);
  const cards = await readCardViews(first.cards.map((c) => c.id));
  const initial = { ...first, cards: first.cards.map((c) => ({ ...c, card: cards.get(c.id) })) };
  const { size, rewards } = unopenedCard(program);
  return (
    <AdminPage
      title="Punch Cards"
      description="Every customer's card. Hand over the rewards they reached, or reset a card."
    >
      <PunchCardGrid
        initial={initial}
        opening={{ size, rewards }}
        look={look}
        shopName={shopName}
      />
    </AdminPage>
  );
}
