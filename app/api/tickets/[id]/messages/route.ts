import { TICKET_NOT_FOUND } from "@/lib/community/messages";
import { addTicketMessage } from "@/lib/community/tickets";
import { idParams } from "@/lib/http/params";
import { created, route } from "@/lib/api/route";
import { ticketMessageSchema } from "@/lib/community/ticket-schema";

// POST /api/tickets/{id}/messages — reply: the owner while open, or an admin signed 'Admin'
export const POST = route(
  { role: "signed-in", input: ticketMessageSchema, params: idParams(TICKET_NOT_FOUND) },
  async ({ input, user, params }) =>
    created(await addTicketMessage({ viewer: user, id: params.id, message: input.message })),
);
