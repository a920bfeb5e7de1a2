import type { Metadata } from "next";
import { LifeBuoy } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { IntlProvider } from "@/components/i18n/intl-provider";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadFailed } from "@/components/ui/load-failed";
import { PageHeader } from "@/components/community/page-header";
import { TicketList } from "@/components/community/tickets/ticket-list";
import { requireCustomer } from "@/lib/auth/guards";
import { LOAD_TICKETS_FAILED } from "@/lib/community/messages";
import { listTickets } from "@/lib/community/tickets";
import { loadOrNull } from "@/lib/http/load";
import { getText } from "@/lib/i18n/server";
import { NewTicket } from "../_components/new-ticket";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("customer.tickets");
  return { title: t("title") };
}

export default async function CustomerTicketsPage() {
  const user = await requireCustomer();
  const [tickets, t, text] = await Promise.all([
    loadOrNull(listTickets({ viewer: user })),
    getTranslations("customer"),
    getText(),
  ]);
  return (
    <main className="mx-auto w-full max-w-2xl px-4 py-6 sm:px-6 sm:py-10">
      <PageHeader
        back={{ href: "/user/dashboard", label: t("backToDashboard") }}
        title={t("tickets.title")}
        description={t("tickets.description")}
        icon={<LifeBuoy />}
      />
      <IntlProvider namespaces={["customer", "common", "errors"]}>
        <NewTicket />
      </IntlProvider>
      {tickets === null ? (
        <LoadFailed message={text(LOAD_TICKETS_FAILED)} icon={<LifeBuoy />} />
      ) : tickets.length === 0 ? (
        <EmptyState
          icon={<LifeBuoy />}
          title={t("tickets.emptyTitle")}
          description={t("tickets.emptyDescription")}
          data-testid="tickets-empty"
        />
      ) : (
        <TicketList tickets={tickets} hrefBase="/user/tickets" />
      )}
    </main>
  );
}
