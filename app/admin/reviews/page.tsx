import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { IntlProvider } from "@/components/i18n/intl-provider";
import { AdminPage } from "@/components/layout/admin-page";
import { ReviewsBody } from "@/components/community/reviews/reviews-body";
import { loadReviewScreen } from "@/lib/community/review-screen";
import { loadOrNull } from "@/lib/http/load";
import { requireAdmin } from "@/lib/auth/guards";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.reviews");
  return { title: t("title") };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function AdminReviewsPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await requireAdmin();
  const [screen, t, frame] = await Promise.all([
    loadOrNull(loadReviewScreen(searchParams, user.id)),
    getTranslations("admin.reviews"),
    getTranslations("admin.frame"),
  ]);
  return (
    // The reviews are the customers' side's component, with its own words.
    <IntlProvider namespaces={["common", "admin", "errors", "customer", "adminCatalog"]}>
      <AdminPage
        title={t("title")}
        description={t("description")}
        back={{ href: "/admin/dashboard", label: frame("backToDashboard") }}
        width="narrow"
      >
        <ReviewsBody screen={screen} admin />
      </AdminPage>
    </IntlProvider>
  );
}
