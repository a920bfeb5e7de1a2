import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { IntlProvider } from "@/components/i18n/intl-provider";
import { requireAdmin } from "@/lib/auth/guards";
import { checkedId } from "@/lib/http/params";
import { appIcons } from "@/lib/program/app-icons";
import { getProgram } from "@/lib/program/read";
import { previewRewards, shopPlaceholders } from "@/lib/messaging/shop-placeholders";
import { ShopIconProvider } from "../../_components/shop-icon";
import { CampaignScreen } from "./_components/campaign-screen";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminSettings.messages.campaign");
  return { title: t("title") };
}

export default async function CampaignPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdmin();
  const id = checkedId((await params).id);
  if (!id) notFound();
  const [placeholders, program] = await Promise.all([shopPlaceholders(), getProgram()]);
  return (
    <IntlProvider namespaces={["adminSettings", "errors", "common"]}>
      <ShopIconProvider src={appIcons(program).icon192}>
        <CampaignScreen
          id={id}
          shopName={placeholders.shop}
          rewards={previewRewards(placeholders)}
        />
      </ShopIconProvider>
    </IntlProvider>
  );
}
