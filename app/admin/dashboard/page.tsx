import { Settings } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { LogoutButton } from "@/components/layout/logout-button";
import { Button } from "@/components/ui/button";
import { dailyActivity, dashboardCounts } from "@/lib/admin/stats";
import { requireAdmin } from "@/lib/auth/guards";
import { ActivityChart } from "./_components/activity-chart";
import { AdminTiles } from "./_components/admin-tiles";
import { StatsCards } from "./_components/stats-cards";

export const metadata: Metadata = { title: "Admin Dashboard" };

export default async function AdminDashboardPage() {
  const admin = await requireAdmin();
  const [counts, activity] = await Promise.all([dashboardCounts(), dailyActivity()]);
  return (
    <main className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:space-y-8 sm:px-6 sm:py-10">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div className="min-w-0">
          <p className="text-muted-foreground text-sm font-medium">Admin Dashboard</p>
          <h1
            className="truncate text-2xl font-bold tracking-tight sm:text-3xl"
            title={`Welcome, ${admin.username}`}
            data-testid="admin-welcome"
          >
            Welcome, {admin.username}
          </h1>
        </div>
        <div className="flex gap-2">
          <Button asChild variant="outline">
            <Link href="/admin/profile" data-testid="admin-settings">
              <Settings aria-hidden /> Settings
            </Link>
          </Button>
          <LogoutButton />
        </div>
      </header>
      <StatsCards initial={counts} />
      <AdminTiles />
      <ActivityChart days={activity} />
    </main>
  );
}
