import type { Metadata } from "next";
import { MessageSquareHeart } from "lucide-react";
import { PageHeader } from "@/components/community/page-header";
import { ReviewsBody } from "@/components/community/reviews/reviews-body";
import { loadReviewScreen } from "@/lib/community/review-screen";
import { loadOrNull } from "@/lib/http/load";
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
      <ReviewsBody screen={screen} />
    </main>
  );
}
