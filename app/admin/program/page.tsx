import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { IntlProvider } from "@/components/i18n/intl-provider";
import { AdminPage } from "@/components/layout/admin-page";
import { WalletLink } from "@/components/wallet/wallet-link";
import { readProgram } from "@/lib/program/read";
import { getShopSettings } from "@/lib/settings/shop";
import { ProgramForm } from "./_components/program-form";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminSettings.program");
  return { title: t("title") };
}

export default async function ProgramPage() {
  // Read uncached: the form must start from what is saved, not from a copy seconds old.
  const [program, { shopName, maxPunchesPerDay }, t] = await Promise.all([
    readProgram(),
    getShopSettings(),
    getTranslations("adminSettings.program"),
  ]);
  return (
    <AdminPage title={t("title")} description={t("description")}>
      {/* "card": the preview draws the customer's card with its own words; "adminInvite":
          the invitations' section and its refusals. */}
      <IntlProvider namespaces={["adminSettings", "adminInvite", "errors", "card", "common"]}>
        <ProgramForm initial={program} shopName={shopName} maxPunchesPerDay={maxPunchesPerDay} />
      </IntlProvider>
      <WalletLink from="program" />
    </AdminPage>
  );
}
