import type { Metadata } from "next";
import { PasskeyList } from "@/components/auth/passkey-list";
import { BackLink } from "@/components/layout/back-link";
import { SignOutEverywhere } from "@/components/layout/sign-out-everywhere";
import { requireCustomer } from "@/lib/auth/guards";
import { getSignInMethods } from "@/lib/users/sign-in-methods";
import { listPasskeyViews } from "@/lib/auth/passkeys/queries";
import { getPreferences } from "@/lib/messages/preferences";
import { MyDataSection } from "./_components/my-data-section";
import { NotificationPreferences } from "./_components/notification-preferences";
import { PasswordSection } from "./_components/password-section";
import { ProfileForm } from "./_components/profile-form";

export const metadata: Metadata = { title: "Profile" };

export default async function CustomerProfilePage() {
  const user = await requireCustomer();
  const [{ hasPassword }, passkeys, preferences] = await Promise.all([
    getSignInMethods(user.id),
    listPasskeyViews(user.id),
    getPreferences(user.id),
  ]);
  return (
    <main className="mx-auto w-full max-w-lg space-y-5 px-4 py-5 sm:py-10">
      <BackLink href="/user/dashboard" testId="back-to-dashboard" />
      <h1 className="text-2xl font-bold tracking-tight">My Profile</h1>
      <ProfileForm userId={user.id} username={user.username} name={user.name} />
      <NotificationPreferences initial={preferences} />
      <PasskeyList initial={passkeys} />
      <PasswordSection userId={user.id} hasPassword={hasPassword} />
      <SignOutEverywhere />
      <MyDataSection hasPassword={hasPassword} hasPasskeys={passkeys.length > 0} />
    </main>
  );
}
