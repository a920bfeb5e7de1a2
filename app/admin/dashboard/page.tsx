import { Settings } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { AdminPage } from "@/components/layout/admin-page";
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
    <AdminPage
      back={null}
      title={`Welcome, ${admin.username}`}
      titleTestId="admin-welcome"
      description="Admin Dashboard"
      actions={
        <>
          <Button asChild variant="outline">
            <Link href="/admin/profile" data-testid="admin-settings">
              <Settings aria-hidden /> Settings
            </Link>
          </Button>
          <LogoutButton />
        </>
      }
    >
      <StatsCards initial={counts} />
      <AdminTiles />
      <ActivityChart days={activity} />
    </AdminPage>
  );
}
