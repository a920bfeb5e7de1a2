import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { IntlProvider } from "@/components/i18n/intl-provider";
import { AdminPage } from "@/components/layout/admin-page";
import { TicketThread } from "@/components/community/tickets/ticket-thread";
import { requireAdmin } from "@/lib/auth/guards";
import { getTicket } from "@/lib/community/tickets";
import { ApiError } from "@/lib/http/errors";
import { idParams } from "@/lib/http/params";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.tickets");
  return { title: t("metaTicket") };
}

export default async function AdminTicketPage({ params }: { params: Promise<{ id: string }> }) {
  const admin = await requireAdmin();
  const parsed = idParams().safeParse(await params);
  if (!parsed.success) notFound();
  const { id } = parsed.data;
  const ticket = await getTicket({ viewer: admin, id }).catch((error: unknown) => {
    if (error instanceof ApiError && error.code === "not_found") notFound();
    throw error;
  });
  const t = await getTranslations("admin.tickets");
  return (
    <AdminPage
      title={t("ticketTitle")}
      back={{ href: "/admin/tickets", label: t("back") }}
      width="narrow"
    >
      {/* The thread's words are in the customer's namespace (components/community). */}
      <IntlProvider namespaces={["customer", "common", "errors"]}>
        <TicketThread initial={ticket} viewer="admin" />
      </IntlProvider>
    </AdminPage>
  );
}
