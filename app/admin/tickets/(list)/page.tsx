import type { Metadata } from "next";
import { AdminPage } from "@/components/layout/admin-page";
import { LifeBuoy } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { TicketList } from "@/components/community/tickets/ticket-list";
import { requireAdmin } from "@/lib/auth/guards";
import { listTickets } from "@/lib/community/tickets";

export const metadata: Metadata = { title: "Support Tickets" };

export default async function AdminTicketsPage() {
  const admin = await requireAdmin();
  const tickets = await listTickets({ viewer: admin });
  const open = tickets.filter((t) => t.status === "open").length;
  return (
    <AdminPage
      title="Support Tickets"
      description="Manage customer support tickets"
      width="narrow"
      actions={
        tickets.length > 0 && (
          <p className="text-muted-foreground text-sm" data-testid="tickets-open-count">
            {open} open · {tickets.length - open} closed
          </p>
        )
      }
    >
      {tickets.length === 0 ? (
        <EmptyState icon={<LifeBuoy />} title="No tickets yet" data-testid="tickets-empty" />
      ) : (
        <TicketList tickets={tickets} hrefBase="/admin/tickets" showUser />
      )}
    </AdminPage>
  );
}
