import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { IntlProvider } from "@/components/i18n/intl-provider";
import { LOAD_REVIEW_QUEUE_FAILED } from "@/lib/rewards/staff-messages";
import { AdminPage } from "@/components/layout/admin-page";
import { LoadFailed } from "@/components/ui/load-failed";
import { requireAdmin } from "@/lib/auth/guards";
import { loadOrNull } from "@/lib/http/load";
import { getText } from "@/lib/i18n/server";
import { listReview } from "@/lib/trust/review";
import { ReviewQueue } from "./_components/review-queue";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminCounter");
  return { title: t("review.title") };
}

export default async function AdminReviewPage() {
  await requireAdmin();
  const [customers, t, text] = await Promise.all([
    loadOrNull(listReview()),
    getTranslations("adminCounter"),
    getText(),
  ]);
  // "admin": blocking earning, voiding and its reason are the customer page's parts.
  return (
    <AdminPage title={t("review.title")} description={t("review.description")}>
      {customers ? (
        <IntlProvider namespaces={["adminCounter", "admin", "common", "errors"]}>
          <ReviewQueue initial={customers} />
        </IntlProvider>
      ) : (
        <LoadFailed message={text(LOAD_REVIEW_QUEUE_FAILED)} />
      )}
    </AdminPage>
  );
}
