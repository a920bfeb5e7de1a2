import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { IntlProvider } from "@/components/i18n/intl-provider";
import { requireAdmin } from "@/lib/auth/guards";
import { getShopSettings } from "@/lib/settings/shop";
import { InventoryScreen } from "./_components/inventory-screen";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminCatalog.inventory");
  return { title: t("title") };
}

export default async function AdminInventoryPage() {
  await requireAdmin();
  const { currency } = await getShopSettings();
  return (
    <IntlProvider namespaces={["common", "adminCatalog", "errors"]}>
      <InventoryScreen currency={currency} />
    </IntlProvider>
  );
}
