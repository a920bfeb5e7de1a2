import type { Metadata } from "next";
import { OwnPasswordForm } from "@/components/auth/own-password-form";
import { PasskeyList } from "@/components/auth/passkey-list";
import { SignedInAs } from "@/components/auth/signed-in-as";
import { AdminPage } from "@/components/layout/admin-page";
import { SignOutEverywhere } from "@/components/layout/sign-out-everywhere";
import { requireAdmin } from "@/lib/auth/guards";
import { listPasskeyViews } from "@/lib/auth/passkeys/queries";

export const metadata: Metadata = { title: "Settings" };

export default async function AdminProfilePage() {
  const admin = await requireAdmin();
  const passkeys = await listPasskeyViews(admin.id);
  return (
    <AdminPage title="Settings" description="Your admin account." width="narrow">
      <SignedInAs username={admin.username} testId="admin-username" />
      <PasskeyList initial={passkeys} />
      <OwnPasswordForm />
      <SignOutEverywhere />
    </AdminPage>
  );
}
