import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { IntlProvider } from "@/components/i18n/intl-provider";
import { AdminPage } from "@/components/layout/admin-page";
import { PRESETS, type Preset } from "@/lib/analytics/period";
import { requireAdmin } from "@/lib/auth/guards";
import { loadOrNull } from "@/lib/http/load";
import { referralAnalytics } from "@/lib/referrals/admin-queries";
import { getShopSettings } from "@/lib/settings/shop";
import { analyticsQuery } from "@/lib/analytics/query-schema";
import { AnalyticsView } from "./_components/analytics-view";
import { InvitationFigures } from "./_components/invitation-figures";
import type { Selection } from "./_components/selection";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminSettings.analytics");
  return { title: t("title") };
}

/** Invitations are counted by month: a year of them. */
const INVITATION_MONTHS = 12;

type Search = Promise<Record<string, string | string[] | undefined>>;

/** The range in the address (`?range=7d` or `?from=…&to=…`), so a reload keeps it. */
function selectionOf(search: Record<string, string | string[] | undefined>): Selection {
  const preset = PRESETS.find((p) => p.key === search.range)?.key;
  if (preset) return { preset };
  const custom = analyticsQuery.safeParse({ from: search.from, to: search.to });
  if (custom.success && custom.data.from && custom.data.to) {
    return { preset: "custom", from: custom.data.from, to: custom.data.to };
  }
  return { preset: "30d" satisfies Preset };
}

export default async function AdminAnalyticsPage({ searchParams }: { searchParams: Search }) {
  await requireAdmin();
  const [{ timeZone }, search, t, invitations] = await Promise.all([
    getShopSettings(),
    searchParams,
    getTranslations("adminSettings.analytics"),
    loadOrNull(referralAnalytics(INVITATION_MONTHS)),
  ]);
  return (
    <AdminPage title={t("title")} description={t("description", { timeZone })}>
      <div className="space-y-6">
        <IntlProvider namespaces={["adminSettings", "errors", "admin", "common", "card"]}>
          <AnalyticsView timeZone={timeZone} initial={selectionOf(search)} />
        </IntlProvider>
        {invitations && <InvitationFigures analytics={invitations} />}
      </div>
    </AdminPage>
  );
}
