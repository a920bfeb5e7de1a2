import type { Metadata } from "next";
import { LifeBuoy } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadFailed } from "@/components/ui/load-failed";
import { PageHeader } from "@/components/community/page-header";
import { TicketList } from "@/components/community/tickets/ticket-list";
import { requireCustomer } from "@/lib/auth/guards";
import { LOAD_TICKETS_FAILED } from "@/lib/community/messages";
import { listTickets } from "@/lib/community/tickets";
import { loadOrNull } from "@/lib/http/load";
import { NewTicket } from "../_components/new-ticket";

export const metadata: Metadata = { title: "Support" };

export default async function CustomerTicketsPage() {
  const user = await requireCustomer();
  const tickets = await loadOrNull(listTickets({ viewer: user }));
  return (
    <main className="mx-auto w-full max-w-2xl px-4 py-6 sm:px-6 sm:py-10">
      <PageHeader
        back={{ href: "/user/dashboard", label: "Back to Dashboard" }}
        title="Support"
        description="Get help from our team"
        icon={<LifeBuoy />}
      />
      <NewTicket />
      {tickets === null ? (
        <LoadFailed message={LOAD_TICKETS_FAILED} icon={<LifeBuoy />} />
      ) : tickets.length === 0 ? (
        <EmptyState
          icon={<LifeBuoy />}
          title="No tickets yet"
          description="Something not right, or a question about your card? Open a ticket and we'll get back to you."
          data-testid="tickets-empty"
        />
      ) : (
        <TicketList tickets={tickets} hrefBase="/user/tickets" />
      )}
    </main>
  );
}
