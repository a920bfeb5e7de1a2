import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { IntlProvider } from "@/components/i18n/intl-provider";
import { AdminPageBody } from "@/components/layout/admin-page";
import { getCardLook, unopenedCard } from "@/lib/program/card-query";
import { getShopSettings } from "@/lib/settings/shop";
import { CustomerLookup } from "./_components/customer-lookup";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("counter");
  return { title: t("customers.title") };
}

export default async function CounterCustomersPage() {
  const [{ shopName }, { look, program }, t] = await Promise.all([
    getShopSettings(),
    getCardLook(),
    getTranslations("counter"),
  ]);
  const { size, rewards } = unopenedCard(program);
  // "card" and "auth": the customer's card, history and hand-over, and the sign-in QR.
  return (
    <AdminPageBody title={t("customers.title")} back={null}>
      <IntlProvider namespaces={["counter", "card", "auth", "common", "errors"]}>
        <CustomerLookup opening={{ size, rewards }} look={look} shopName={shopName} />
      </IntlProvider>
    </AdminPageBody>
  );
}
