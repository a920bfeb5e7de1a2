import { notFound } from "next/navigation";
import { requireCustomer } from "@/lib/auth/guards";
import { canSeeTicket } from "@/lib/community/tickets";

/**
 * Decides "not found" before anything streams: thrown from the page, inside its loading
 * skeleton's Suspense boundary, it made React give up on the streamed HTML (error #419) and
 * answered 200. The list's skeleton lives in the (list) group so it does not wrap this either.
 */
export default async function CustomerTicketLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ id: string }>;
}) {
  const viewer = await requireCustomer();
  const { id } = await params;
  if (!(await canSeeTicket({ viewer, id }))) notFound();
  return children;
}
