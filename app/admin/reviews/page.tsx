import type { Metadata } from "next";
import { AdminPage } from "@/components/layout/admin-page";
import { MessageSquareHeart } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { DeleteReview } from "@/components/community/reviews/delete-review";
import { ReviewCard } from "@/components/community/reviews/review-card";
import { ReviewComposer } from "@/components/community/reviews/review-composer";
import { loadReviewScreen } from "@/lib/community/review-screen";
import { ReviewStats } from "@/components/community/reviews/review-stats";
import { requireAdmin } from "@/lib/auth/guards";

export const metadata: Metadata = { title: "Reviews" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function AdminReviewsPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await requireAdmin();
  const { filter, products, stats, reviews } = await loadReviewScreen(searchParams, user.id);
  return (
    <AdminPage title="Reviews" description="Customer ratings across your products" width="narrow">
      <ReviewStats stats={stats} distribution />
      <ReviewComposer buttonLabel="Write Admin Review" products={products} filter={filter} />
      {reviews.length === 0 ? (
        <EmptyState
          icon={<MessageSquareHeart />}
          title="No reviews yet"
          data-testid="reviews-empty"
        />
      ) : (
        <ul className="space-y-3" data-testid="review-list">
          {reviews.map((r) => (
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
    </AdminPage>
  );
}
