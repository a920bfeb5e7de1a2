import type { Metadata } from "next";
import { LOAD_REVIEW_QUEUE_FAILED } from "@/lib/rewards/staff-messages";
import { AdminPage } from "@/components/layout/admin-page";
import { LoadFailed } from "@/components/ui/load-failed";
import { requireAdmin } from "@/lib/auth/guards";
import { loadOrNull } from "@/lib/http/load";
import { listReview } from "@/lib/trust/review";
import { ReviewQueue } from "./_components/review-queue";

export const metadata: Metadata = { title: "Review" };

export default async function AdminReviewPage() {
  await requireAdmin();
  const customers = await loadOrNull(listReview());
  return (
    <AdminPage
      title="Review"
      description="Customers past a review threshold: check their activity, then dismiss, void or block."
    >
      {customers ? (
        <ReviewQueue initial={customers} />
      ) : (
        <LoadFailed message={LOAD_REVIEW_QUEUE_FAILED} />
      )}
    </AdminPage>
  );
}
