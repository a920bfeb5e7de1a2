import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { IntlProvider } from "@/components/i18n/intl-provider";
import { requireAdmin } from "@/lib/auth/guards";
import { checkedId } from "@/lib/http/params";
import { getShopSettings } from "@/lib/settings/shop";
import { CampaignScreen } from "./_components/campaign-screen";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminSettings.messages.campaign");
  return { title: t("title") };
}

export default async function CampaignPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdmin();
  const id = checkedId((await params).id);
  if (!id) notFound();
  const { shopName, rewardName } = await getShopSettings();
  return (
    <IntlProvider namespaces={["adminSettings", "errors", "common"]}>
      <CampaignScreen id={id} shopName={shopName} rewardName={rewardName} />
    </IntlProvider>
  );
}
