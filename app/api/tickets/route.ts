import { createTicket, listTickets } from "@/lib/community/tickets";
import { created, route } from "@/lib/api/route";
import { ticketCreateSchema, ticketListQuery } from "@/lib/community/ticket-schema";

// GET /api/tickets — a customer's own tickets; all tickets (or one customer's) for an admin
export const GET = route({ role: "signed-in", input: ticketListQuery }, async ({ input, user }) =>
  listTickets({ viewer: user, userId: input.userId }),
);

// POST /api/tickets — open a ticket with its first message, as the signed-in customer
export const POST = route({ role: "user", input: ticketCreateSchema }, async ({ input, user }) =>
  created(await createTicket({ viewer: user, input })),
);
