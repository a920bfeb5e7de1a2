import Link from "next/link";
import { EmptyState } from "@/components/ui/empty-state";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { LocalDate } from "@/components/ui/local-date";
import type { CustomerPage } from "@/lib/users/customer-page";

const FLAG_RULES = { punches: "punches", failures: "failed attempts" } as const;

const link = "hover:bg-muted flex min-h-11 min-w-0 items-center gap-2 rounded-md px-2 text-sm";

/** The customer's tickets, reviews and review flags, each linking to where it is handled. */
export function ActivityLinks({ tickets, reviews, flags }: Omit<CustomerPage, "profile">) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Activity</CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        <section aria-labelledby="flags-title" data-testid="customer-flags">
          <h3 id="flags-title" className="mb-1 text-sm font-medium">
            Flags
          </h3>
          {flags.length === 0 ? (
            <EmptyState bare compact title="No flags." />
          ) : (
            <ul>
              {flags.map((f) => (
                <li key={f.id}>
                  <Link href="/admin/review" className={link}>
                    <span className="min-w-0 flex-1">
                      {f.count} {FLAG_RULES[f.rule]} on {f.day} (over {f.threshold})
                    </span>
                    <Badge variant={f.dismissedAt ? "outline" : "warning"}>
                      {f.dismissedAt ? "Dismissed" : "Open"}
                    </Badge>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="tickets-title" data-testid="customer-tickets">
          <h3 id="tickets-title" className="mb-1 text-sm font-medium">
            Tickets
          </h3>
          {tickets.length === 0 ? (
            <EmptyState bare compact title="No tickets yet" />
          ) : (
            <ul>
              {tickets.map((t) => (
                <li key={t.id}>
                  <Link href={`/admin/tickets/${t.id}`} className={link}>
                    <span className="min-w-0 flex-1 truncate" title={t.subject}>
                      {t.subject}
                    </span>
                    <Badge variant={t.status === "open" ? "success" : "secondary"}>
                      {t.status === "open" ? "Open" : "Closed"}
                    </Badge>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="reviews-title" data-testid="customer-reviews">
          <h3 id="reviews-title" className="mb-1 text-sm font-medium">
            Reviews
          </h3>
          {reviews.length === 0 ? (
            <EmptyState bare compact title="No reviews yet" />
          ) : (
            <ul>
              {reviews.map((r) => (
                <li key={r.id}>
                  <Link href={`/admin/reviews?product=${r.productId}`} className={link}>
                    <span className="min-w-0 flex-1 truncate" title={r.productName}>
                      {r.productName}
                    </span>
                    <span aria-label={`${r.rating} of 5 stars`}>{"★".repeat(r.rating)}</span>
                    <LocalDate value={r.createdAt} className="text-muted-foreground text-xs" />
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
