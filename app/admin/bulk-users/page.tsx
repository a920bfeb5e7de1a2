import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AdminPage } from "@/components/layout/admin-page";
import { loadMessages, pickMessages } from "@/lib/i18n/catalogue";
import { shopLocale } from "@/lib/auth/request-locale";
import { getShopSettings } from "@/lib/settings/shop";
import { BulkScreen } from "./_components/bulk-screen";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.bulk");
  return { title: t("title") };
}

export default async function BulkUsersPage() {
  const [{ shopName, timeZone }, shop, t, frame] = await Promise.all([
    getShopSettings(),
    shopLocale(),
    getTranslations("admin.bulk"),
    getTranslations("admin.frame"),
  ]);
  // The printed cards go to customers: they speak the shop's language, as the counter's printed
  // token sheets do, whatever language the admin reads the screen around them in.
  const cardIntl = {
    locale: shop,
    timeZone,
    messages: pickMessages(await loadMessages(shop), ["common", "admin"]),
  };
  return (
    <AdminPage
      title={t("title")}
      description={t("description")}
      back={{ href: "/admin/dashboard", label: frame("backToDashboard") }}
    >
      <BulkScreen shopName={shopName} cardIntl={cardIntl} />
    </AdminPage>
  );
}
