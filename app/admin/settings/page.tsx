import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { IntlProvider } from "@/components/i18n/intl-provider";
import { AdminPage } from "@/components/layout/admin-page";
import { WalletLink } from "@/components/wallet/wallet-link";
import { readShopSettings, shopIsNamed } from "@/lib/settings/shop";
import { SettingsForm } from "./_components/settings-form";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminSettings.settings");
  return { title: t("title") };
}

export default async function ShopSettingsPage() {
  // Read uncached: the form must start from what is saved, not from a copy seconds old.
  const [settings, named, t] = await Promise.all([
    readShopSettings(),
    shopIsNamed(),
    getTranslations("adminSettings.settings"),
  ]);
  return (
    <AdminPage title={t("title")} description={t("description")}>
      <IntlProvider namespaces={["adminSettings", "errors", "common"]}>
        <SettingsForm initial={settings} propose={!named} />
      </IntlProvider>
      <WalletLink from="settings" />
    </AdminPage>
  );
}
