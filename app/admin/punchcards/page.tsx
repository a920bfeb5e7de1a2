import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { IntlProvider } from "@/components/i18n/intl-provider";
import { AdminPage } from "@/components/layout/admin-page";
import { getCardLook, readCardViews, unopenedCard } from "@/lib/program/card-query";
import { listPunchCards } from "@/lib/rewards/admin-queries";
import { getShopSettings } from "@/lib/settings/shop";
import { PunchCardGrid } from "./_components/punch-card-grid";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminCounter");
  return { title: t("cards.title") };
}

export default async function AdminPunchCardsPage() {
  const [first, { look, program }, { shopName }, t] = await Promise.all([
    listPunchCards({ limit: 48, offset: 0 }),
    getCardLook(),
    getShopSettings(),
    getTranslations("adminCounter"),
  ]);
  const cards = await readCardViews(first.cards.map((c) => c.id));
  const initial = { ...first, cards: first.cards.map((c) => ({ ...c, card: cards.get(c.id) })) };
  const { size, rewards } = unopenedCard(program);
  return (
    <AdminPage title={t("cards.title")} description={t("cards.description")}>
      {/* The card, hand-over and reset are the card area's; a punch or XP by hand the admin's. */}
      <IntlProvider namespaces={["adminCounter", "card", "admin", "common", "errors"]}>
        <PunchCardGrid
          initial={initial}
          opening={{ size, rewards }}
          look={look}
          shopName={shopName}
        />
      </IntlProvider>
    </AdminPage>
  );
}
