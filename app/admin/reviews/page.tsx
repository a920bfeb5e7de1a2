import type { Metadata } from "next";
import { AdminPage } from "@/components/layout/admin-page";
import { ReviewsBody } from "@/components/community/reviews/reviews-body";
import { loadReviewScreen } from "@/lib/community/review-screen";
import { loadOrNull } from "@/lib/http/load";
import { requireAdmin } from "@/lib/auth/guards";

export const metadata: Metadata = { title: "Reviews" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function AdminReviewsPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await requireAdmin();
  const screen = await loadOrNull(loadReviewScreen(searchParams, user.id));
  return (
    <AdminPage title="Reviews" description="Customer ratings across your products" width="narrow">
      <ReviewsBody screen={screen} admin />
    </AdminPage>
  );
}
