import type { Metadata } from "next";
import { AdminPage } from "@/components/layout/admin-page";
import { listRecentTokens } from "@/lib/rewards/admin-queries";
import { getProgram } from "@/lib/program/read";
import { getShopSettings } from "@/lib/settings/shop";
import { TokenGenerator } from "./_components/token-generator";

export const metadata: Metadata = { title: "QR Generate" };

export default async function QrGeneratePage() {
  const [tokens, settings, program] = await Promise.all([
    listRecentTokens(),
    getShopSettings(),
    getProgram(),
  ]);
  return (
    <AdminPage
      title="Generate Punch Token"
      description="Show this QR code to a customer: one scan, one punch."
    >
      <TokenGenerator
        publicSiteUrl={settings.publicSiteUrl}
        initialTokens={tokens}
        maxTokenPunches={program.maxTokenPunches}
      />
    </AdminPage>
  );
}
