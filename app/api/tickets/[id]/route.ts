import { TICKET_NOT_FOUND } from "@/lib/community/messages";
import { getTicket, setTicketStatus } from "@/lib/community/tickets";
import { idParams } from "@/lib/http/params";
import { route } from "@/lib/api/route";
import { ticketStatusSchema } from "@/lib/community/ticket-schema";

const params = idParams(TICKET_NOT_FOUND);

// GET /api/tickets/{id} — a ticket with its conversation (its owner or an admin)
export const GET = route({ role: "signed-in", params }, async ({ user, params }) =>
  getTicket({ viewer: user, id: params.id }),
);

// PUT /api/tickets/{id} — close or reopen a ticket (admin)
export const PUT = route(
  { role: "admin", input: ticketStatusSchema, params },
  async ({ input, params }) => setTicketStatus({ id: params.id, status: input.status }),
);
