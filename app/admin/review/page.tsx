import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { IntlProvider } from "@/components/i18n/intl-provider";
import { LOAD_REVIEW_QUEUE_FAILED } from "@/lib/rewards/staff-messages";
import { AdminPage } from "@/components/layout/admin-page";
import { LoadFailed } from "@/components/ui/load-failed";
import { requireAdmin } from "@/lib/auth/guards";
import { loadOrNull } from "@/lib/http/load";
import { getText } from "@/lib/i18n/server";
import { listHeldReferrals } from "@/lib/referrals/admin-queries";
import { listReview } from "@/lib/trust/review";
import { HeldReferrals } from "./_components/held-referrals";
import { ReviewQueue } from "./_components/review-queue";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminCounter");
  return { title: t("review.title") };
}

export default async function AdminReviewPage() {
  await requireAdmin();
  const [customers, held, t, text] = await Promise.all([
    loadOrNull(listReview()),
    loadOrNull(listHeldReferrals()),
    getTranslations("adminCounter"),
    getText(),
  ]);
  // "admin": blocking earning, voiding and its reason are the customer page's parts.
  return (
    <AdminPage title={t("review.title")} description={t("review.description")}>
      <IntlProvider namespaces={["adminCounter", "adminInvite", "admin", "common", "errors"]}>
        <div className="space-y-10">
          {/* "Nothing to review" above held bonuses would say the opposite of the page. */}
          {!customers ? (
            <LoadFailed message={text(LOAD_REVIEW_QUEUE_FAILED)} />
          ) : customers.length > 0 || !held?.length ? (
            <ReviewQueue initial={customers} />
          ) : null}
          {/* Inviters' bonuses held by the invitation rules wait here for the same owner. */}
          {held ? (
            <HeldReferrals initial={held} />
          ) : (
            <LoadFailed message={text(LOAD_REVIEW_QUEUE_FAILED)} />
          )}
        </div>
      </IntlProvider>
    </AdminPage>
  );
}
