import { Settings } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { AdminPage } from "@/components/layout/admin-page";
import { LogoutButton } from "@/components/layout/logout-button";
import { Button } from "@/components/ui/button";
import { dailyActivity, dashboardCounts } from "@/lib/admin/stats";
import { requireAdmin } from "@/lib/auth/guards";
import { countReview } from "@/lib/trust/review";
import { ActivityChart } from "./_components/activity-chart";
import { AdminTiles } from "./_components/admin-tiles";
import { ReviewLink } from "./_components/review-link";
import { StatsCards } from "./_components/stats-cards";

export const metadata: Metadata = { title: "Admin Dashboard" };

export default async function AdminDashboardPage() {
  const admin = await requireAdmin();
  const [counts, activity, toReview] = await Promise.all([
    dashboardCounts(),
    dailyActivity(),
    countReview(),
  ]);
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
      <ReviewLink count={toReview} />
      <AdminTiles />
      <ActivityChart days={activity} />
    </AdminPage>
  );
}
