import type { Metadata } from "next";
import { cookies } from "next/headers";
import { getTranslations } from "next-intl/server";
import { AuthFrame, AuthFrameLink } from "@/components/layout/auth-frame";
import { getShopSettings } from "@/lib/settings/shop";
import { InvitationCard } from "./_components/invitation-card";
import { INVITE_COOKIE, normalizeInviteCode } from "@/lib/referrals/invite-cookie";
import { readInvitation } from "../_lib/read-invitation";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("invite.page");
  return { title: t("metaTitle") };
}

/**
 * The invitation page a friend's link leads to (/i/CODE remembered the code on this phone):
 * who invites them, what both get and how to join. Public, and rendered on the server only.
 */
export default async function InvitationPage() {
  const code = normalizeInviteCode((await cookies()).get(INVITE_COOKIE)?.value);
  const [read, shop, join] = await Promise.all([
    code ? readInvitation(code) : null,
    getShopSettings(),
    getTranslations("join"),
  ]);
  return (
    <AuthFrame
      shopName={shop.shopName}
      footer={<AuthFrameLink href="/login">{join("haveAccount")}</AuthFrameLink>}
    >
      <InvitationCard read={read} />
    </AuthFrame>
  );
}
