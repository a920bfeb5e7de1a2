import { z } from "zod";
import { idParam } from "@/lib/http/params";
import { route } from "@/lib/api/route";
import { addPunch } from "@/lib/rewards/adjust";
import { CUSTOMER_NOT_FOUND } from "@/lib/rewards/messages";
import { addPunchSchema } from "@/lib/rewards/schema";

// POST /api/punchcard/{userId}/punch — an admin adds a punch by hand, {reason?}
export const POST = route(
  {
    role: "admin",
    input: addPunchSchema,
    params: z.object({ userId: idParam(CUSTOMER_NOT_FOUND) }),
  },
  async ({ input, user, params }) =>
    addPunch({ userId: params.userId, adminId: user.id, note: input.reason }),
);
