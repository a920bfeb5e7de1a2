import type { Metadata } from "next";
import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { NewsBlock } from "@/components/community/news-block";
import { requireCustomer } from "@/lib/auth/guards";
import { shopUsesCounter } from "@/lib/rewards/uses-counter";
import { asCardTranslate } from "@/components/rewards/card-words";
import { intlProps } from "@/lib/i18n/intl-props";
import { getCardLook, readCardView } from "@/lib/program/card-query";
import { getRewardsSummary } from "@/lib/rewards/queries";
import { getShopSettings } from "@/lib/settings/shop";
import { connectedWallets } from "@/lib/wallet/status";
import { walletButtonWords, WalletButtons } from "@/components/wallet/wallet-buttons";
import { walletToOffer } from "@/components/wallet/wallet-choice";
import { FreeTokens } from "./_components/free-tokens";
import { dashboardWords } from "./_components/dashboard-words";
import { InstallAfterFirstPunch, NotifyAfterFirstPunch } from "./_components/live-figures";
import { LoyaltyCard } from "./_components/loyalty-card";
import { QuickLinks } from "./_components/quick-links";
import { RewardsDashboard } from "./_components/rewards-dashboard";
import { RewardsHeader } from "./_components/rewards-header";
import { ScanTokenPanel } from "./_components/scan-token-panel";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("card.dashboard");
  return { title: t("myRewards") };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function CustomerDashboardPage({
  searchParams,
}: {
  searchParams: SearchParams;
}) {
  const user = await requireCustomer();
  // Set by the join screen: the account and its first punch were made a moment ago.
  const joined = (await searchParams).joined === "1";
  const [summary, card, { look, terms, program }, shop, atCounter, t, intl, wallets, walletT, ua] =
    await Promise.all([
      getRewardsSummary({ userId: user.id }),
      readCardView(user.id),
      getCardLook(),
      getShopSettings(),
      shopUsesCounter(),
      getTranslations("card"),
      // For the parts that load after the first paint (the card's drawing, the redemption's
      // sentences): next-intl's client code is not in the dashboard's first load.
      intlProps(["card", "errors"]),
      connectedWallets(),
      getTranslations("walletButtons"),
      headers().then((h) => h.get("user-agent") ?? ""),
    ]);
  const owner = { handle: shop.ownerHandle, url: shop.ownerUrl, app: shop.messagingApp };
  const contact = { username: summary.username, owner, atCounter };
  return (
    <main className="mx-auto w-full max-w-2xl space-y-5 px-4 pt-4 pb-10 sm:pt-8">
      {/* useSearchParams (the token in the address) needs a Suspense boundary. */}
      <Suspense>
        {/* Everything inside is rendered here on the server; RewardsDashboard holds the figures
            a redemption changes, for the few small client components that show them. */}
        <RewardsDashboard
          userId={user.id}
          initial={summary}
          initialCard={card}
          look={look}
          shopName={shop.shopName}
          intl={intl}
          words={dashboardWords(asCardTranslate(t), summary)}
        >
          <RewardsHeader username={summary.username} xp={summary.xp} />
          <QuickLinks />
          <LoyaltyCard
            card={card}
            contact={contact}
            look={look}
            shopName={shop.shopName}
            terms={terms}
            welcome={
              joined
                ? {
                    punches: summary.punches,
                    bonus: program.welcomePunches,
                    reward: card.rewards[0]?.name ?? "",
                  }
                : undefined
            }
          />
          <WalletButtons wallet={walletToOffer(ua, wallets)} words={walletButtonWords(walletT)} />
          <FreeTokens />
          <ScanTokenPanel />
          <NewsBlock />
          {/* Last: they appear only after hydration, so they must not push the card down. */}
          <InstallAfterFirstPunch />
          <NotifyAfterFirstPunch />
        </RewardsDashboard>
      </Suspense>
    </main>
  );
}
