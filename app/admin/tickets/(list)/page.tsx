import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AdminPage } from "@/components/layout/admin-page";
import { LifeBuoy } from "lucide-react";
import { IntlProvider } from "@/components/i18n/intl-provider";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadFailed } from "@/components/ui/load-failed";
import { TicketList } from "@/components/community/tickets/ticket-list";
import { requireAdmin } from "@/lib/auth/guards";
import { LOAD_TICKETS_FAILED } from "@/lib/community/messages";
import { listTickets } from "@/lib/community/tickets";
import { loadOrNull } from "@/lib/http/load";
import { getText } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.tickets");
  return { title: t("title") };
}

export default async function AdminTicketsPage() {
  const admin = await requireAdmin();
  const [tickets, t, frame, text] = await Promise.all([
    loadOrNull(listTickets({ viewer: admin })),
    getTranslations("admin.tickets"),
    getTranslations("admin.frame"),
    getText(),
  ]);
  const open = tickets?.filter((ticket) => ticket.status === "open").length ?? 0;
  return (
    // The list is the customers' side's component, with its own words.
    <IntlProvider namespaces={["common", "admin", "errors", "customer", "adminCatalog"]}>
      <AdminPage
        title={t("title")}
        description={t("description")}
        back={{ href: "/admin/dashboard", label: frame("backToDashboard") }}
        width="narrow"
        actions={
          tickets &&
          tickets.length > 0 && (
            <p className="text-muted-foreground text-sm" data-testid="tickets-open-count">
              {t("counts", { open, closed: tickets.length - open })}
            </p>
          )
        }
      >
        {tickets === null ? (
          <LoadFailed message={text(LOAD_TICKETS_FAILED)} icon={<LifeBuoy />} />
        ) : tickets.length === 0 ? (
          <EmptyState icon={<LifeBuoy />} title={t("empty")} data-testid="tickets-empty" />
        ) : (
          <TicketList tickets={tickets} hrefBase="/admin/tickets" showUser />
        )}
      </AdminPage>
    </IntlProvider>
  );
}
