import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CodeGenerator } from "@/components/counter/code-generator";
import { IntlProvider } from "@/components/i18n/intl-provider";
import { AdminPageBody } from "@/components/layout/admin-page";
import { requireStaff } from "@/lib/auth/guards";
import { listProductChoices } from "@/lib/rewards/admin-queries";
import { XP_PER_CODE } from "@/lib/rewards/rules";
import { getShopSettings } from "@/lib/settings/shop";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("counter");
  return { title: t("nav.codes") };
}

/**
 * The admin's code generator at the counter: product names only (no prices, costs or
 * profits) and no code history, which stays the admin's.
 */
export default async function CounterCodesPage() {
  const viewer = await requireStaff();
  // Staff make codes only for what customers can see; the owner for any product.
  const [products, settings, t] = await Promise.all([
    listProductChoices({ visibleOnly: viewer.role !== "admin" }),
    getShopSettings(),
    getTranslations("adminCounter"),
  ]);
  // The generator is the admin's too (/admin/verify): its words are in "adminCounter".
  return (
    <AdminPageBody
      title={t("codes.counterTitle")}
      description={t("codes.hint", { xp: XP_PER_CODE })}
      back={null}
    >
      <IntlProvider namespaces={["adminCounter", "common", "errors"]}>
        <CodeGenerator products={products} publicSiteUrl={settings.publicSiteUrl} />
      </IntlProvider>
    </AdminPageBody>
  );
}
