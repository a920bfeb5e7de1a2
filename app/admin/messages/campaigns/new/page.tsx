import type { Metadata } from "next";
import { AdminPage } from "@/components/layout/admin-page";
import { requireAdmin } from "@/lib/auth/guards";
import { getShopSettings } from "@/lib/settings/shop";
import { CampaignForm } from "./_components/campaign-form";

export const metadata: Metadata = { title: "New campaign" };

export default async function NewCampaignPage() {
  await requireAdmin();
  const { shopName, rewardName, timeZone, quietStartMinutes, quietEndMinutes } =
    await getShopSettings();
  return (
    <AdminPage
      title="New campaign"
      description="A message to the customers you pick: in their inbox, and as a notification to those who allowed offers."
      back={{ href: "/admin/messages", label: "Back to Messages" }}
    >
      <CampaignForm
        shopName={shopName}
        rewardName={rewardName}
        quietHours={{ timeZone, quietStartMinutes, quietEndMinutes }}
      />
    </AdminPage>
  );
}
