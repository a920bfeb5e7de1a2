import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { IntlProvider } from "@/components/i18n/intl-provider";
import { AdminPage } from "@/components/layout/admin-page";
import { requireAdmin } from "@/lib/auth/guards";
import { previewRewards, shopPlaceholders } from "@/lib/messaging/shop-placeholders";
import { appIcons } from "@/lib/program/app-icons";
import { getProgram } from "@/lib/program/read";
import { getShopSettings } from "@/lib/settings/shop";
import { ShopIconProvider } from "../../_components/shop-icon";
import { CampaignForm } from "./_components/campaign-form";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminSettings.messages.campaignForm");
  return { title: t("title") };
}

export default async function NewCampaignPage() {
  await requireAdmin();
  // The preview fills {shop} and {reward} as the sending will (shop-placeholders.ts).
  const [{ timeZone, quietStartMinutes, quietEndMinutes }, placeholders, t, program] =
    await Promise.all([
      getShopSettings(),
      shopPlaceholders(),
      getTranslations("adminSettings.messages"),
      getProgram(),
    ]);
  return (
    <AdminPage
      title={t("campaignForm.title")}
      description={t("campaignForm.description")}
      back={{ href: "/admin/messages", label: t("back") }}
    >
      <IntlProvider namespaces={["adminSettings", "errors", "common"]}>
        <ShopIconProvider src={appIcons(program).icon192}>
          <CampaignForm
            shopName={placeholders.shop}
            rewards={previewRewards(placeholders)}
            quietHours={{ timeZone, quietStartMinutes, quietEndMinutes }}
          />
        </ShopIconProvider>
      </IntlProvider>
    </AdminPage>
  );
}
