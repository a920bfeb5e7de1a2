import type { Metadata } from "next";
import { Suspense } from "react";
import { NewsBlock } from "@/components/community/news-block";
import { requireCustomer } from "@/lib/auth/guards";
import { getRewardsSummary } from "@/lib/rewards/queries";
import { getShopSettings } from "@/lib/settings/shop";
import { QuickLinks } from "./_components/quick-links";
import { RewardsDashboard } from "./_components/rewards-dashboard";

export const metadata: Metadata = { title: "My Rewards" };

export default async function CustomerDashboardPage() {
  const user = await requireCustomer();
  const [summary, shop] = await Promise.all([
    getRewardsSummary({ userId: user.id }),
    getShopSettings(),
  ]);
  return (
    <main className="mx-auto w-full max-w-2xl space-y-5 px-4 pt-4 pb-10 sm:pt-8">
      {/* useSearchParams (the token in the address) needs a Suspense boundary. */}
      <Suspense>
        {/* The links never change: rendered here on the server, their icons ship no JavaScript. */}
        <RewardsDashboard
          initial={summary}
          owner={{ handle: shop.ownerHandle, url: shop.ownerUrl, app: shop.messagingApp }}
          links={<QuickLinks />}
        >
          <NewsBlock />
        </RewardsDashboard>
      </Suspense>
    </main>
  );
}
