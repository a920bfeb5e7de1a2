import type { Metadata } from "next";
import { LogoutButton } from "@/components/layout/logout-button";
import { requireAdmin } from "@/lib/auth/guards";

export const metadata: Metadata = { title: "Admin Dashboard" };

export default async function AdminDashboardPage() {
  const admin = await requireAdmin();
  return (
    <main className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <p className="text-sm font-medium text-muted-foreground">Admin Dashboard</p>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl" data-testid="admin-welcome">
            Welcome, {admin.username}
          </h1>
        </div>
        <LogoutButton />
      </header>
    </main>
  );
}
