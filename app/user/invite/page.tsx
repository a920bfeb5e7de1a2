import type { Metadata } from "next";
import { UserPlus } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/community/page-header";
import { IntlProvider } from "@/components/i18n/intl-provider";
import { requireCustomer } from "@/lib/auth/guards";
import { getShopSettings } from "@/lib/settings/shop";
import { InviteScreen } from "./_components/invite-screen";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("invite.screen");
  return { title: t("metaTitle") };
}

/**
 * "Invite a friend", a screen of its own (the card links to it), so the dashboard's first
 * load carries none of it: the customer's invitation link, its QR, sharing and replacing it,
 * and the friends it brought. The invitation is read in the browser (GET /api/me/invitation),
 * which makes the code on the customer's first visit.
 */
export default async function InvitePage() {
  await requireCustomer();
  const [shop, t, customer] = await Promise.all([
    getShopSettings(),
    getTranslations("invite.screen"),
    getTranslations("customer"),
  ]);
  return (
    <main className="mx-auto w-full max-w-lg px-4 py-5 sm:py-10">
      <PageHeader
        back={{ href: "/user/dashboard", label: customer("backToDashboard") }}
        title={t("title")}
        description={t("description")}
        icon={<UserPlus />}
      />
      <IntlProvider namespaces={["invite", "errors"]}>
        <InviteScreen shopName={shop.shopName} publicSiteUrl={shop.publicSiteUrl} />
      </IntlProvider>
    </main>
  );
}
