import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { IntlProvider } from "@/components/i18n/intl-provider";
import { PageHeader } from "@/components/community/page-header";
import { TicketThread } from "@/components/community/tickets/ticket-thread";
import { requireCustomer } from "@/lib/auth/guards";
import { getTicket } from "@/lib/community/tickets";
import { ApiError } from "@/lib/http/errors";
import { idParams } from "@/lib/http/params";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("customer.tickets");
  return { title: t("metaTicket") };
}

export default async function CustomerTicketPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requireCustomer();
  const parsed = idParams().safeParse(await params);
  if (!parsed.success) notFound();
  const { id } = parsed.data;
  // Someone else's ticket is simply not found, exactly like the API answers.
  const ticket = await getTicket({ viewer: user, id }).catch((error: unknown) => {
    if (error instanceof ApiError && error.code === "not_found") notFound();
    throw error;
  });
  const t = await getTranslations("customer.tickets");
  return (
    <main className="mx-auto w-full max-w-2xl px-4 py-6 sm:px-6 sm:py-10">
      <PageHeader back={{ href: "/user/tickets", label: t("back") }} title={t("ticketTitle")} />
      <IntlProvider namespaces={["customer", "common", "errors"]}>
        <TicketThread initial={ticket} viewer="user" />
      </IntlProvider>
    </main>
  );
}
