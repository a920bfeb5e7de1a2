import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { IntlProvider } from "@/components/i18n/intl-provider";
import { OwnPasswordForm } from "@/components/auth/own-password-form";
import { PasskeyList } from "@/components/auth/passkey-list";
import { SignedInAs } from "@/components/auth/signed-in-as";
import { AdminPageBody } from "@/components/layout/admin-page";
import { SignOutEverywhere } from "@/components/layout/sign-out-everywhere";
import { requireStaff } from "@/lib/auth/guards";
import { listPasskeyViews } from "@/lib/auth/passkeys/queries";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("counter");
  return { title: t("nav.profile") };
}

/** A staff member's own account: their passkeys, their password and Sign out everywhere. */
export default async function StaffProfilePage() {
  const user = await requireStaff();
  const [passkeys, t] = await Promise.all([listPasskeyViews(user.id), getTranslations("counter")]);
  // The account's parts are the sign-in area's: their words are in "auth" and "common".
  return (
    <AdminPageBody title={t("profile.title")} back={null} width="narrow">
      <IntlProvider namespaces={["auth", "common", "errors"]}>
        <SignedInAs username={user.username} testId="staff-username" />
        <PasskeyList initial={passkeys} />
        <OwnPasswordForm />
        <SignOutEverywhere />
      </IntlProvider>
    </AdminPageBody>
  );
}
