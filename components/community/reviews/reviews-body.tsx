import { MessageSquareHeart } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadFailed } from "@/components/ui/load-failed";
import { DeleteReview } from "@/components/community/reviews/delete-review";
import { ReviewCard } from "@/components/community/reviews/review-card";
import { ReviewComposer } from "@/components/community/reviews/review-composer";
import { ReviewStats } from "@/components/community/reviews/review-stats";
import { LOAD_REVIEWS_FAILED } from "@/lib/community/messages";
import type { loadReviewScreen } from "@/lib/community/review-screen";

type Screen = Awaited<ReturnType<typeof loadReviewScreen>>;

/**
 * The reviews screen under its header: stats, the composer, then the reviews or an empty
 * state; `null` when the screen could not load. The admin's adds the rating distribution and
 * a delete button on every review.
 */
export function ReviewsBody({ screen, admin = false }: { screen: Screen | null; admin?: boolean }) {
  if (screen === null)
    return <LoadFailed message={LOAD_REVIEWS_FAILED} icon={<MessageSquareHeart />} />;
  return (
    <>
      <ReviewStats stats={screen.stats} distribution={admin} />
      <ReviewComposer
        buttonLabel={admin ? "Write Admin Review" : "Write a Review"}
        products={screen.products}
        filter={screen.filter}
      />
      {screen.reviews.length === 0 ? (
        <EmptyState
          icon={<MessageSquareHeart />}
          title="No reviews yet"
          description={admin ? undefined : "Be the first to share your experience"}
          data-testid="reviews-empty"
        />
      ) : (
        <ul className="space-y-3" data-testid="review-list">
          {screen.reviews.map((r) => (
            <li key={r.id}>
              <ReviewCard
                review={r}
                adminTag={admin ? "Admin Review" : "Admin"}
                action={admin ? <DeleteReview id={r.id} author={r.userName} /> : undefined}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
