import { idParams } from "@/lib/http/params";
import { route } from "@/lib/api/route";
import { handOver } from "@/lib/rewards/hand-over";
import { CUSTOMER_NOT_FOUND } from "@/lib/rewards/messages";
import { handOverSchema } from "@/lib/rewards/schema";

// POST /api/users/{id}/hand-over — staff or an admin hands over one reward of the card, {index}
export const POST = route(
  { role: "staff", input: handOverSchema, params: idParams(CUSTOMER_NOT_FOUND) },
  async ({ input, user, params }) =>
    handOver({ userId: params.id, index: input.index, actorId: user.id }),
);
