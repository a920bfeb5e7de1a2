import Link from "next/link";
import { ChevronRight, User } from "lucide-react";
import { Card } from "@/components/ui/card";
import type { TicketSummary } from "@/lib/community/types";
import { TicketDates } from "./ticket-dates";
import { TicketStatusBadge } from "./ticket-status-badge";

/** Ticket cards that open the conversation; the admin's also name the customer. */
export function TicketList({
  tickets,
  hrefBase,
  showUser = false,
}: {
  tickets: TicketSummary[];
  hrefBase: string;
  showUser?: boolean;
}) {
  return (
    <ul className="space-y-3" data-testid="ticket-list">
      {tickets.map((ticket) => (
        <li key={ticket.id}>
          <Link
            href={`${hrefBase}/${ticket.id}`}
            className="group block rounded-xl focus-visible:outline-offset-4"
            data-testid="ticket-card"
          >
            <Card className="group-hover:border-primary/40 group-hover:bg-secondary/40 flex-row items-center gap-3 px-4 py-4 transition-colors sm:gap-4 sm:px-5 sm:py-5">
              <div className="min-w-0 flex-1 space-y-1.5">
                <div className="flex flex-wrap items-center gap-2">
                  <h2 className="min-w-0 font-semibold wrap-anywhere" data-testid="ticket-subject">
                    {ticket.subject}
                  </h2>
                  <TicketStatusBadge status={ticket.status} />
                </div>
                <div className="text-muted-foreground flex flex-wrap gap-x-4 gap-y-1 text-xs">
                  {showUser && (
                    <span
                      className="text-foreground inline-flex min-w-0 items-center gap-1 font-medium wrap-anywhere"
                      data-testid="ticket-user"
                    >
                      <User className="size-3.5 shrink-0" aria-hidden /> {ticket.userName}
                    </span>
                  )}
                  <TicketDates createdAt={ticket.createdAt} updatedAt={ticket.updatedAt} />
                </div>
              </div>
              <ChevronRight
                className="text-muted-foreground size-5 shrink-0 transition-transform group-hover:translate-x-0.5 rtl:group-hover:-translate-x-0.5"
                aria-hidden
              />
            </Card>
          </Link>
        </li>
      ))}
    </ul>
  );
}
