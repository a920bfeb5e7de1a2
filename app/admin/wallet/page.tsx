import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { IntlProvider } from "@/components/i18n/intl-provider";
import { AdminPage } from "@/components/layout/admin-page";
import { readWalletStatus } from "@/lib/wallet/status";
import { WalletScreen } from "./_components/wallet-screen";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminWallet");
  return { title: t("title") };
}

export default async function WalletPage() {
  // Read uncached: after a save elsewhere the screen must show what is stored now.
  const [status, t] = await Promise.all([readWalletStatus(), getTranslations("adminWallet")]);
  return (
    <AdminPage title={t("title")} description={t("description")} width="narrow">
      <IntlProvider namespaces={["adminWallet", "errors", "common"]}>
        <WalletScreen initial={status} />
      </IntlProvider>
    </AdminPage>
  );
}
