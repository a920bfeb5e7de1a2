import { getTicket, setTicketStatus } from "@/lib/community/tickets";
import { route } from "@/lib/http/route";
import { ticketStatusSchema } from "@/lib/validation/ticket";

// GET /api/tickets/{id} — a ticket with its conversation (its owner or an admin)
export const GET = route({ role: "signed-in" }, async ({ user, params }) =>
  getTicket({ viewer: user, id: params.id }),
);

// PUT /api/tickets/{id} — close or reopen a ticket (admin)
export const PUT = route({ role: "admin", input: ticketStatusSchema }, async ({ input, params }) =>
  setTicketStatus({ id: params.id, status: input.status }),
);
