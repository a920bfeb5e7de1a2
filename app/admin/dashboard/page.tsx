import { Settings } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { AdminPage } from "@/components/layout/admin-page";
import { LogoutButton } from "@/components/layout/logout-button";
import { Button } from "@/components/ui/button";
import { dailyActivity, dashboardCounts } from "@/lib/admin/stats";
import { requireAdmin } from "@/lib/auth/guards";
import { countReview } from "@/lib/trust/review";
import { counterAccounts, readSetup } from "@/lib/setup/steps";
import { appleCertificateWarning } from "@/lib/wallet/status";
import { IntlProvider } from "@/components/i18n/intl-provider";
import { CertificateWarning } from "@/components/wallet/certificate-warning";
import { ActivityChart } from "./_components/activity-chart";
import { AdminTiles } from "./_components/admin-tiles";
import { ReviewLink } from "./_components/review-link";
import { SetupButton } from "./_components/setup-buttons";
import { SetupGuide } from "./_components/setup-guide";
import { StatsCards } from "./_components/stats-cards";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.dashboard");
  return { title: t("title") };
}

export default async function AdminDashboardPage() {
  const admin = await requireAdmin();
  const [counts, activity, toReview, certificate, setup, t] = await Promise.all([
    dashboardCounts(),
    dailyActivity(),
    countReview(),
    appleCertificateWarning(),
    readSetup(admin.id),
    getTranslations("admin.dashboard"),
  ]);
  return (
    <AdminPage
      back={null}
      title={t("welcome", { username: admin.username })}
      titleTestId="admin-welcome"
      description={t("title")}
      actions={
        <>
          {setup.dismissed && (
            <IntlProvider namespaces={["adminSetup", "common"]}>
              <SetupButton kind="open" />
            </IntlProvider>
          )}
          <Button asChild variant="outline">
            <Link href="/admin/profile" data-testid="admin-settings">
              <Settings aria-hidden /> {t("settings")}
            </Link>
          </Button>
          <LogoutButton />
        </>
      }
    >
      {certificate && <CertificateWarning end={certificate} link />}
      {!setup.dismissed && <SetupGuide setup={setup} accounts={await counterAccounts()} />}
      <StatsCards initial={counts} />
      <ReviewLink count={toReview} />
      <AdminTiles />
      <ActivityChart days={activity} />
    </AdminPage>
  );
}
