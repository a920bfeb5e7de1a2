import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { IntlProvider } from "@/components/i18n/intl-provider";
import { AdminPage } from "@/components/layout/admin-page";
import { listRecentTokens } from "@/lib/rewards/admin-queries";
import { getProgram } from "@/lib/program/read";
import { getShopSettings } from "@/lib/settings/shop";
import { tokenPunchesMost } from "@/lib/program/token-day";
import { TokenGenerator } from "./_components/token-generator";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminCounter");
  return { title: t("tokens.metaTitle") };
}

export default async function QrGeneratePage() {
  const [tokens, settings, program, t] = await Promise.all([
    listRecentTokens(),
    getShopSettings(),
    getProgram(),
    getTranslations("adminCounter"),
  ]);
  // "card": the punches chooser (components/rewards); "common": copy and countdown.
  return (
    <AdminPage title={t("tokens.title")} description={t("tokens.description")}>
      <IntlProvider namespaces={["adminCounter", "card", "common", "errors"]}>
        <TokenGenerator
          publicSiteUrl={settings.publicSiteUrl}
          initialTokens={tokens}
          maxTokenPunches={tokenPunchesMost(program.maxTokenPunches, settings.maxPunchesPerDay)}
        />
      </IntlProvider>
    </AdminPage>
  );
}
