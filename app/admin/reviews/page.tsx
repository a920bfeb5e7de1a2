import type { Metadata } from "next";
import { MessageSquareHeart } from "lucide-react";
import { EmptyState } from "@/components/community/empty-state";
import { LoadFailed } from "@/components/community/load-failed";
import { PageHeader } from "@/components/community/page-header";
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
  await requireAdmin();
  const screen = await loadOrNull(loadReviewScreen(searchParams));
  return (
    <main className="mx-auto w-full max-w-4xl space-y-5 px-4 py-6 sm:px-6 sm:py-10">
      <PageHeader
        back={{ href: "/admin/dashboard", label: "Back to Dashboard" }}
        title="Reviews"
        description="Customer ratings across your products"
        icon={<MessageSquareHeart />}
      />
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
    </main>
  );
}
