import { ArrowLeft } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { SignOutEverywhere } from "@/components/layout/sign-out-everywhere";
import { Button } from "@/components/ui/button";
import { requireCustomer } from "@/lib/auth/guards";
import { MyDataSection } from "./_components/my-data-section";
import { PasswordSection } from "./_components/password-section";
import { ProfileForm } from "./_components/profile-form";

export const metadata: Metadata = { title: "Profile" };

export default async function CustomerProfilePage() {
  const user = await requireCustomer();
  return (
    <main className="mx-auto w-full max-w-lg space-y-5 px-4 py-5 sm:py-10">
      <Button asChild variant="ghost" className="-ml-3">
        <Link href="/user/dashboard" data-testid="back-to-dashboard">
          <ArrowLeft aria-hidden /> Back to Dashboard
        </Link>
      </Button>
      <h1 className="text-2xl font-bold tracking-tight">My Profile</h1>
      <ProfileForm userId={user.id} username={user.username} name={user.name} />
      <PasswordSection userId={user.id} />
      <SignOutEverywhere />
      <MyDataSection />
    </main>
  );
}
