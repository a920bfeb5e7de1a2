import { z } from "zod";
import { idParam } from "@/lib/http/params";
import { route } from "@/lib/api/route";
import { resetCard } from "@/lib/rewards/adjust";
import { CUSTOMER_NOT_FOUND } from "@/lib/rewards/messages";
import { resetCardSchema } from "@/lib/rewards/schema";

// POST /api/punchcard/{userId}/reset — hand over the rewards waiting; the card closes with its
// last reward. An admin may clear an unfinished card with {confirmLoss: its punches} (staff, admin)
export const POST = route(
  {
    role: "staff",
    input: resetCardSchema,
    params: z.object({ userId: idParam(CUSTOMER_NOT_FOUND) }),
  },
  async ({ user, params, input }) =>
    resetCard({ userId: params.userId, actor: user, confirmLoss: input.confirmLoss }),
);
