import type { Metadata } from "next";
import { requireStaff } from "@/lib/auth/guards";
import { getShopSettings } from "@/lib/settings/shop";
import { CounterDisplay } from "./_components/display";

export const metadata: Metadata = { title: "Counter" };

export default async function CounterPage() {
  await requireStaff();
  const { shopName, publicSiteUrl, rewardName } = await getShopSettings();
  return (
    <CounterDisplay shopName={shopName} publicSiteUrl={publicSiteUrl} rewardName={rewardName} />
  );
}
