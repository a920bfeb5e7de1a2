import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { OwnPasswordForm } from "@/components/auth/own-password-form";
import { PasskeyList } from "@/components/auth/passkey-list";
import { SignedInAs } from "@/components/auth/signed-in-as";
import { IntlProvider } from "@/components/i18n/intl-provider";
import { AdminPage } from "@/components/layout/admin-page";
import { SignOutEverywhere } from "@/components/layout/sign-out-everywhere";
import { requireAdmin } from "@/lib/auth/guards";
import { listPasskeyViews } from "@/lib/auth/passkeys/queries";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.profile");
  return { title: t("title") };
}

export default async function AdminProfilePage() {
  const admin = await requireAdmin();
  const [passkeys, t, frame] = await Promise.all([
    listPasskeyViews(admin.id),
    getTranslations("admin.profile"),
    getTranslations("admin.frame"),
  ]);
  return (
    // The account's parts are the sign-in area's components, with its words.
    <IntlProvider namespaces={["common", "admin", "errors", "auth"]}>
      <AdminPage
        title={t("title")}
        description={t("description")}
        back={{ href: "/admin/dashboard", label: frame("backToDashboard") }}
        width="narrow"
      >
        <SignedInAs username={admin.username} testId="admin-username" />
        <PasskeyList initial={passkeys} />
        <OwnPasswordForm />
        <SignOutEverywhere />
      </AdminPage>
    </IntlProvider>
  );
}
