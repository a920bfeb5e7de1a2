import { MessageSquareHeart } from "lucide-react";
import { useTranslations } from "next-intl";
import { IntlProvider } from "@/components/i18n/intl-provider";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadFailed } from "@/components/ui/load-failed";
import { DeleteReview } from "@/components/community/reviews/delete-review";
import { ReviewCard } from "@/components/community/reviews/review-card";
import { ReviewComposer } from "@/components/community/reviews/review-composer";
import { ReviewStats } from "@/components/community/reviews/review-stats";
import { LOAD_REVIEWS_FAILED } from "@/lib/community/messages";
import type { loadReviewScreen } from "@/lib/community/review-screen";
import { translateText, type Translate } from "@/lib/i18n/text";

type Screen = Awaited<ReturnType<typeof loadReviewScreen>>;

/**
 * The reviews screen under its header: stats, the composer, then the reviews or an empty
 * state; `null` when the screen could not load. The admin's adds the rating distribution and
 * a delete button on every review. Rendered on the server, for the customer's screen and the
 * admin's alike: it gives its client parts their words (the `customer` namespace) itself.
 */
export function ReviewsBody({ screen, admin = false }: { screen: Screen | null; admin?: boolean }) {
  const t = useTranslations("customer.reviews");
  const all = useTranslations() as unknown as Translate;
  if (screen === null)
    return (
      <LoadFailed message={translateText(LOAD_REVIEWS_FAILED, all)} icon={<MessageSquareHeart />} />
    );
  return (
    <IntlProvider namespaces={["customer", "common", "errors"]}>
      <ReviewStats stats={screen.stats} distribution={admin} />
      <ReviewComposer
        buttonLabel={admin ? t("writeAdmin") : t("write")}
        products={screen.products}
        filter={screen.filter}
      />
      {screen.reviews.length === 0 ? (
        <EmptyState
          icon={<MessageSquareHeart />}
          title={t("emptyTitle")}
          description={admin ? undefined : t("emptyDescription")}
          data-testid="reviews-empty"
        />
      ) : (
        <ul className="space-y-3" data-testid="review-list">
          {screen.reviews.map((r) => (
            <li key={r.id}>
              <ReviewCard
                review={r}
                adminTag={admin ? t("adminReview") : t("admin")}
                action={admin ? <DeleteReview id={r.id} author={r.userName} /> : undefined}
              />
            </li>
          ))}
        </ul>
      )}
    </IntlProvider>
  );
}
