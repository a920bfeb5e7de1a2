import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PasskeyList } from "@/components/auth/passkey-list";
import { IntlProvider } from "@/components/i18n/intl-provider";
import { BackLink } from "@/components/layout/back-link";
import { SignOutEverywhere } from "@/components/layout/sign-out-everywhere";
import { requireCustomer } from "@/lib/auth/guards";
import { getSignInMethods } from "@/lib/users/sign-in-methods";
import { listPasskeyViews } from "@/lib/auth/passkeys/queries";
import { getPreferences } from "@/lib/messaging/preferences";
import { LanguageForm } from "./_components/language-form";
import { MyDataSection } from "./_components/my-data-section";
import { NotificationPreferences } from "./_components/notification-preferences";
import { PasswordSection } from "./_components/password-section";
import { ProfileForm } from "./_components/profile-form";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("customer.profile");
  return { title: t("metaTitle") };
}

export default async function CustomerProfilePage() {
  const user = await requireCustomer();
  const [{ hasPassword }, passkeys, preferences, t] = await Promise.all([
    getSignInMethods(user.id),
    listPasskeyViews(user.id),
    getPreferences(user.id),
    getTranslations("customer"),
  ]);
  return (
    <main className="mx-auto w-full max-w-lg space-y-5 px-4 py-5 sm:py-10">
      <BackLink href="/user/dashboard" label={t("backToDashboard")} testId="back-to-dashboard" />
      <h1 className="text-2xl font-bold tracking-tight">{t("profile.title")}</h1>
      {/* Its client parts' words: this screen's, and those of the sign-in and shared parts in it. */}
      <IntlProvider namespaces={["customer", "auth", "common", "errors"]}>
        <ProfileForm userId={user.id} username={user.username} name={user.name} />
        <LanguageForm userId={user.id} initial={user.locale ?? null} />
        <NotificationPreferences initial={preferences} />
        <PasskeyList initial={passkeys} />
        <PasswordSection userId={user.id} hasPassword={hasPassword} />
        <SignOutEverywhere />
        <MyDataSection hasPassword={hasPassword} hasPasskeys={passkeys.length > 0} />
      </IntlProvider>
    </main>
  );
}
