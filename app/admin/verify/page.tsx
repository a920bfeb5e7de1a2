import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { IntlProvider } from "@/components/i18n/intl-provider";
import { AdminPage } from "@/components/layout/admin-page";
import { listCodes, listProductChoices } from "@/lib/rewards/admin-queries";
import { XP_PER_CODE } from "@/lib/rewards/rules";
import { getShopSettings } from "@/lib/settings/shop";
import { CodeGenerator } from "@/components/counter/code-generator";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminCounter");
  return { title: t("codes.title") };
}

export default async function AdminVerifyPage() {
  const [products, firstPage, settings, t] = await Promise.all([
    listProductChoices(),
    listCodes({ limit: 50, offset: 0 }),
    getShopSettings(),
    getTranslations("adminCounter"),
  ]);
  return (
    <AdminPage title={t("codes.title")} description={t("codes.hint", { xp: XP_PER_CODE })}>
      <IntlProvider namespaces={["adminCounter", "common", "errors"]}>
        <CodeGenerator
          products={products}
          initialPage={firstPage}
          publicSiteUrl={settings.publicSiteUrl}
        />
      </IntlProvider>
    </AdminPage>
  );
}
