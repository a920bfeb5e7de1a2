import type { Metadata } from "next";
import { OwnPasswordForm } from "@/components/auth/own-password-form";
import { PasskeyList } from "@/components/auth/passkey-list";
import { SignedInAs } from "@/components/auth/signed-in-as";
import { AdminPageBody } from "@/components/layout/admin-page";
import { SignOutEverywhere } from "@/components/layout/sign-out-everywhere";
import { requireStaff } from "@/lib/auth/guards";
import { listPasskeyViews } from "@/lib/auth/passkeys/queries";

export const metadata: Metadata = { title: "Profile" };

/** A staff member's own account: their passkeys, their password and Sign out everywhere. */
export default async function StaffProfilePage() {
  const user = await requireStaff();
  const passkeys = await listPasskeyViews(user.id);
  return (
    <AdminPageBody title="My Profile" back={null} width="narrow">
      <SignedInAs username={user.username} testId="staff-username" />
      <PasskeyList initial={passkeys} />
      <OwnPasswordForm />
      <SignOutEverywhere />
    </AdminPageBody>
  );
}
