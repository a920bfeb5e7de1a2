import type { Metadata } from "next";
import { AdminPage } from "@/components/layout/admin-page";
import { LifeBuoy } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadFailed } from "@/components/ui/load-failed";
import { TicketList } from "@/components/community/tickets/ticket-list";
import { requireAdmin } from "@/lib/auth/guards";
import { LOAD_TICKETS_FAILED } from "@/lib/community/messages";
import { listTickets } from "@/lib/community/tickets";
import { loadOrNull } from "@/lib/http/load";

export const metadata: Metadata = { title: "Support Tickets" };

export default async function AdminTicketsPage() {
  const admin = await requireAdmin();
  const tickets = await loadOrNull(listTickets({ viewer: admin }));
  const open = tickets?.filter((t) => t.status === "open").length ?? 0;
  return (
    <AdminPage
      title="Support Tickets"
      description="Manage customer support tickets"
      width="narrow"
      actions={
        tickets &&
        tickets.length > 0 && (
          <p className="text-muted-foreground text-sm" data-testid="tickets-open-count">
            {open} open · {tickets.length - open} closed
          </p>
        )
      }
    >
      {tickets === null ? (
        <LoadFailed message={LOAD_TICKETS_FAILED} icon={<LifeBuoy />} />
      ) : tickets.length === 0 ? (
        <EmptyState icon={<LifeBuoy />} title="No tickets yet" data-testid="tickets-empty" />
      ) : (
        <TicketList tickets={tickets} hrefBase="/admin/tickets" showUser />
      )}
    </AdminPage>
  );
}
