import type { Metadata } from "next";
import { AdminPage } from "@/components/layout/admin-page";
import { MessageSquareHeart } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadFailed } from "@/components/ui/load-failed";
import { DeleteReview } from "@/components/community/reviews/delete-review";
import { ReviewCard } from "@/components/community/reviews/review-card";
import { ReviewComposer } from "@/components/community/reviews/review-composer";
import { LOAD_REVIEWS_FAILED } from "@/lib/community/messages";
import { loadReviewScreen } from "@/lib/community/review-screen";
import { loadOrNull } from "@/lib/http/load";
import { ReviewStats } from "@/components/community/reviews/review-stats";
import { requireAdmin } from "@/lib/auth/guards";

export const metadata: Metadata = { title: "Reviews" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function AdminReviewsPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await requireAdmin();
  const screen = await loadOrNull(loadReviewScreen(searchParams, user.id));
  return (
    <AdminPage title="Reviews" description="Customer ratings across your products" width="narrow">
      {screen === null ? (
        <LoadFailed message={LOAD_REVIEWS_FAILED} icon={<MessageSquareHeart />} />
      ) : (
        <>
          <ReviewStats stats={screen.stats} distribution />
          <ReviewComposer
            buttonLabel="Write Admin Review"
            products={screen.products}
            filter={screen.filter}
          />
          {screen.reviews.length === 0 ? (
            <EmptyState
              icon={<MessageSquareHeart />}
              title="No reviews yet"
              data-testid="reviews-empty"
            />
          ) : (
            <ul className="space-y-3" data-testid="review-list">
              {screen.reviews.map((r) => (
                <li key={r.id}>
                  <ReviewCard
                    review={r}
                    adminTag="Admin Review"
                    action={<DeleteReview id={r.id} author={r.userName} />}
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </AdminPage>
  );
}
