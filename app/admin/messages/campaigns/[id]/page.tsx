import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireAdmin } from "@/lib/auth/guards";
import { checkedId } from "@/lib/http/params";
import { getShopSettings } from "@/lib/settings/shop";
import { CampaignScreen } from "./_components/campaign-screen";

export const metadata: Metadata = { title: "Campaign" };

export default async function CampaignPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdmin();
  const id = checkedId((await params).id);
  if (!id) notFound();
  const { shopName } = await getShopSettings();
  return <CampaignScreen id={id} shopName={shopName} />;
}
