import { UserRound } from "lucide-react";
import type { Metadata } from "next";
import { AdminPage } from "@/components/layout/admin-page";
import { SignOutEverywhere } from "@/components/layout/sign-out-everywhere";
import { Card, CardContent } from "@/components/ui/card";
import { requireAdmin } from "@/lib/auth/guards";
import { AdminPasswordForm } from "./_components/admin-password-form";

export const metadata: Metadata = { title: "Settings" };

export default async function AdminProfilePage() {
  const admin = await requireAdmin();
  return (
    <AdminPage title="Settings" description="Your admin account." width="narrow">
      <Card>
        <CardContent className="flex items-center gap-4">
          <span className="bg-secondary text-secondary-foreground flex size-12 items-center justify-center rounded-full">
            <UserRound className="size-6" aria-hidden />
          </span>
          <div className="min-w-0">
            <p className="text-muted-foreground text-sm">Signed in as</p>
            <p
              className="truncate text-lg font-semibold"
              title={admin.username}
              data-testid="admin-username"
            >
              {admin.username}
            </p>
          </div>
        </CardContent>
      </Card>
      <AdminPasswordForm />
      <SignOutEverywhere />
    </AdminPage>
  );
}
