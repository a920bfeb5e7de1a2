import type { Metadata } from "next";
import { AdminPage } from "@/components/layout/admin-page";
import { listRecentTokens } from "@/lib/rewards/admin-queries";
import { getShopSettings } from "@/lib/settings/shop";
import { TokenGenerator } from "./_components/token-generator";

export const metadata: Metadata = { title: "QR Generate" };

export default async function QrGeneratePage() {
  const tokens = await listRecentTokens();
  return (
    <AdminPage
      title="Generate Punch Token"
      description="Show this QR code to a customer: one scan, one punch."
    >
      <TokenGenerator
        publicSiteUrl={(await getShopSettings()).publicSiteUrl}
        initialTokens={tokens}
      />
    </AdminPage>
  );
}
