import type { Metadata } from "next";
import { MessageSquareHeart } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadFailed } from "@/components/ui/load-failed";
import { PageHeader } from "@/components/community/page-header";
import { ReviewCard } from "@/components/community/reviews/review-card";
import { ReviewComposer } from "@/components/community/reviews/review-composer";
import { LOAD_REVIEWS_FAILED } from "@/lib/community/messages";
import { loadReviewScreen } from "@/lib/community/review-screen";
import { loadOrNull } from "@/lib/http/load";
import { ReviewStats } from "@/components/community/reviews/review-stats";
import { requireCustomer } from "@/lib/auth/guards";

export const metadata: Metadata = { title: "Reviews" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function CustomerReviewsPage({
  searchParams,
}: {
  searchParams: SearchParams;
}) {
  const user = await requireCustomer();
  const screen = await loadOrNull(loadReviewScreen(searchParams, user.id));
  return (
    <main className="mx-auto w-full max-w-2xl space-y-5 px-4 py-6 sm:px-6 sm:py-10">
      <PageHeader
        back={{ href: "/user/dashboard", label: "Back to Dashboard" }}
        title="Reviews"
        description="What customers think of our products"
        icon={<MessageSquareHeart />}
      />
      {screen === null ? (
        <LoadFailed message={LOAD_REVIEWS_FAILED} icon={<MessageSquareHeart />} />
      ) : (
        <>
          <ReviewStats stats={screen.stats} />
          <ReviewComposer
            buttonLabel="Write a Review"
            products={screen.products}
            filter={screen.filter}
          />
          {screen.reviews.length === 0 ? (
            <EmptyState
              icon={<MessageSquareHeart />}
              title="No reviews yet"
              description="Be the first to share your experience"
              data-testid="reviews-empty"
            />
          ) : (
            <ul className="space-y-3" data-testid="review-list">
              {screen.reviews.map((r) => (
                <li key={r.id}>
                  <ReviewCard review={r} adminTag="Admin" />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </main>
  );
}
