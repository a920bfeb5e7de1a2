import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { IntlProvider } from "@/components/i18n/intl-provider";
import { AdminPage } from "@/components/layout/admin-page";
import { requireAdmin } from "@/lib/auth/guards";
import { accountPasskeys } from "@/lib/auth/passkeys/admin";
import { checkedId } from "@/lib/http/params";
import { listSignInLinks } from "@/lib/login-links/sign-in-qr";
import { customerReferrals } from "@/lib/referrals/admin-queries";
import { listHistory } from "@/lib/rewards/history";
import { getCardLook, readCardView } from "@/lib/program/card-query";
import { getShopSettings } from "@/lib/settings/shop";
import { getCustomerPage } from "@/lib/users/customer-page";
import { CustomerActions } from "./_components/customer-actions";
import { HistoryTimeline } from "./_components/history-timeline";
import { ProfileCard } from "./_components/profile-card";
import { AccountPasskeysCard } from "./_components/account-passkeys";
import { ActivityLinks } from "./_components/activity-links";
import { CustomerInvitations } from "./_components/customer-invitations";
import { SignInLinks } from "./_components/sign-in-links";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.customer");
  return { title: t("metaTitle") };
}

type Props = { params: Promise<{ id: string }> };

/** One account's page: profile, card, the ledger as a timeline, tickets, reviews, flags, actions. */
export default async function AdminUserPage({ params }: Props) {
  const admin = await requireAdmin();
  const id = checkedId((await params).id);
  if (!id) notFound();
  const [data, history, links, keys, card, { look, terms }, { shopName }, t, referrals] =
    await Promise.all([
      getCustomerPage({ id }),
      listHistory({ userId: id, limit: 20, withReferrals: true }).catch(() => null),
      listSignInLinks({ userId: id }),
      accountPasskeys(id).catch(() => null),
      readCardView(id),
      getCardLook(),
      getShopSettings(),
      getTranslations("admin.customer"),
      // Who invited whom: the page shows the rest of the customer when this cannot load.
      customerReferrals(id).catch(() => null),
    ]);
  if (!data || !history) notFound();
  const { profile } = data;
  return (
    // The page also shows the card's, the sign-in QR's and the ledger's own components.
    <IntlProvider
      namespaces={["common", "admin", "errors", "card", "auth", "adminCounter", "adminInvite"]}
    >
      <AdminPage
        title={profile.username}
        titleTestId="customer-title"
        description={profile.name || undefined}
        back={{ href: "/admin/users", label: t("back") }}
      >
        <CustomerActions
          user={{
            ...profile,
            punches: profile.punches ?? 0,
            earningBlocked: profile.earningBlockedAt !== null,
          }}
          card={card}
          isSelf={profile.id === admin.id}
        />
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[24rem_minmax(0,1fr)]">
          <div className="space-y-6">
            <ProfileCard
              profile={profile}
              card={card}
              look={look}
              terms={terms}
              shopName={shopName}
            />
            <ActivityLinks tickets={data.tickets} reviews={data.reviews} flags={data.flags} />
            {profile.role === "user" && referrals && <CustomerInvitations referrals={referrals} />}
            {profile.role === "user" && <SignInLinks links={links} />}
            {/* One's own passkeys are on one's profile, where a new one can be added too. */}
            {keys && profile.id !== admin.id && (
              <AccountPasskeysCard userId={profile.id} username={profile.username} initial={keys} />
            )}
          </div>
          <section
            className="bg-card min-w-0 rounded-xl border p-4 sm:p-6"
            aria-labelledby="history"
          >
            <h2 id="history" className="mb-2 text-lg font-semibold">
              {t("history")}
            </h2>
            <HistoryTimeline userId={profile.id} page={history} />
          </section>
        </div>
      </AdminPage>
    </IntlProvider>
  );
}
