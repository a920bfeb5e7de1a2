import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageHeader } from "@/components/community/page-header";
import { TicketThread } from "@/components/community/tickets/ticket-thread";
import { requireCustomer } from "@/lib/auth/guards";
import { getTicket } from "@/lib/community/tickets";
import { ApiError } from "@/lib/http/errors";
import { idParams } from "@/lib/http/params";

export const metadata: Metadata = { title: "Ticket" };

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
  return (
    <main className="mx-auto w-full max-w-2xl px-4 py-6 sm:px-6 sm:py-10">
      <PageHeader
        back={{ href: "/user/tickets", label: "Back to Tickets" }}
        title="Support Ticket"
      />
      <TicketThread initial={ticket} viewer="user" />
    </main>
  );
}
