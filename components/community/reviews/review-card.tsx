import { Crown, Package } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Card, CardAction, CardContent, CardHeader } from "@/components/ui/card";
import type { ReviewView } from "@/lib/community/types";
import { LocalDate } from "@/components/ui/local-date";
import { UserText } from "../user-text";
import { Stars } from "./stars";

/** One review: author (crown and admin tag for the shop's own), product, stars, date, comment. */
export function ReviewCard({
  review,
  adminTag,
  action,
}: {
  review: ReviewView;
  adminTag: string;
  action?: React.ReactNode;
}) {
  const t = useTranslations("customer.reviews");
  const locale = useLocale();
  return (
    <Card
      data-testid="review"
      className={
        review.isAdmin ? "border-primary/30 bg-secondary/40 gap-3 sm:gap-3" : "gap-3 sm:gap-3"
      }
    >
      <CardHeader>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {review.isAdmin && (
            <Crown
              className="size-4 text-amber-500"
              aria-label={t("shop")}
              data-testid="review-crown"
            />
          )}
          <span className="font-semibold break-all" data-testid="review-author">
            {review.userName}
          </span>
          {review.isAdmin && <Badge data-testid="review-admin-tag">{adminTag}</Badge>}
        </div>
        <div className="text-muted-foreground flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
          <Stars rating={review.rating} />
          <span className="inline-flex min-w-0 items-center gap-1">
            <Package className="size-3.5 shrink-0" aria-hidden />{" "}
            <span className="min-w-0 wrap-anywhere" data-testid="review-product">
              {review.productName}
            </span>
          </span>
          <LocalDate value={review.createdAt} locale={locale} />
        </div>
        {action && <CardAction>{action}</CardAction>}
      </CardHeader>
      {review.comment && (
        <CardContent>
          <UserText className="text-sm" data-testid="review-comment">
            {review.comment}
          </UserText>
        </CardContent>
      )}
    </Card>
  );
}
