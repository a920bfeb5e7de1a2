import type { Metadata } from "next";
import { MessageSquareHeart } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/community/page-header";
import { ReviewsBody } from "@/components/community/reviews/reviews-body";
import { loadReviewScreen } from "@/lib/community/review-screen";
import { loadOrNull } from "@/lib/http/load";
import { requireCustomer } from "@/lib/auth/guards";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("customer.reviews");
  return { title: t("title") };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function CustomerReviewsPage({
  searchParams,
}: {
  searchParams: SearchParams;
}) {
  const user = await requireCustomer();
  const [screen, t] = await Promise.all([
    loadOrNull(loadReviewScreen(searchParams, user.id)),
    getTranslations("customer"),
  ]);
  return (
    <main className="mx-auto w-full max-w-2xl space-y-5 px-4 py-6 sm:px-6 sm:py-10">
      <PageHeader
        back={{ href: "/user/dashboard", label: t("backToDashboard") }}
        title={t("reviews.title")}
        description={t("reviews.description")}
        icon={<MessageSquareHeart />}
      />
      <ReviewsBody screen={screen} />
    </main>
  );
}
