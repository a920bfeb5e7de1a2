import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { EmptyState } from "@/components/ui/empty-state";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { CustomerPage } from "@/lib/users/customer-page";
import { DAY } from "@/lib/i18n/dates";

const link = "hover:bg-muted flex min-h-11 min-w-0 items-center gap-2 rounded-md px-2 text-sm";

/** The customer's tickets, reviews and review flags, each linking to where it is handled. */
export function ActivityLinks({ tickets, reviews, flags }: Omit<CustomerPage, "profile">) {
  const t = useTranslations("admin.customer.activity");
  const format = useFormatter();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        <section aria-labelledby="flags-title" data-testid="customer-flags">
          <h3 id="flags-title" className="mb-1 text-sm font-medium">
            {t("flags")}
          </h3>
          {flags.length === 0 ? (
            <EmptyState bare compact title={t("noFlags")} />
          ) : (
            <ul>
              {flags.map((f) => (
                <li key={f.id}>
                  <Link href="/admin/review" className={link}>
                    <span className="min-w-0 flex-1">
                      {t(f.rule === "punches" ? "flagPunches" : "flagFailures", {
                        count: f.count,
                        day: f.day,
                        threshold: f.threshold,
                      })}
                    </span>
                    <Badge variant={f.dismissedAt ? "outline" : "warning"}>
                      {f.dismissedAt ? t("dismissed") : t("open")}
                    </Badge>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="tickets-title" data-testid="customer-tickets">
          <h3 id="tickets-title" className="mb-1 text-sm font-medium">
            {t("tickets")}
          </h3>
          {tickets.length === 0 ? (
            <EmptyState bare compact title={t("noTickets")} />
          ) : (
            <ul>
              {tickets.map((ticket) => (
                <li key={ticket.id}>
                  <Link href={`/admin/tickets/${ticket.id}`} className={link}>
                    <span className="min-w-0 flex-1 truncate" title={ticket.subject}>
                      {ticket.subject}
                    </span>
                    <Badge variant={ticket.status === "open" ? "success" : "secondary"}>
                      {ticket.status === "open" ? t("open") : t("closed")}
                    </Badge>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="reviews-title" data-testid="customer-reviews">
          <h3 id="reviews-title" className="mb-1 text-sm font-medium">
            {t("reviews")}
          </h3>
          {reviews.length === 0 ? (
            <EmptyState bare compact title={t("noReviews")} />
          ) : (
            <ul>
              {reviews.map((r) => (
                <li key={r.id}>
                  <Link href={`/admin/reviews?product=${r.productId}`} className={link}>
                    <span className="min-w-0 flex-1 truncate" title={r.productName}>
                      {r.productName}
                    </span>
                    <span aria-label={t("stars", { rating: r.rating })}>
                      {"★".repeat(r.rating)}
                    </span>
                    <time
                      dateTime={new Date(r.createdAt).toISOString()}
                      className="text-muted-foreground text-xs"
                    >
                      {format.dateTime(new Date(r.createdAt), DAY)}
                    </time>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
