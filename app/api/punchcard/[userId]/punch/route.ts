import { z } from "zod";
import { idParam } from "@/lib/http/params";
import { route } from "@/lib/http/route";
import { addPunch } from "@/lib/rewards/adjust";
import { CUSTOMER_NOT_FOUND } from "@/lib/rewards/messages";

// POST /api/punchcard/{userId}/punch — an admin adds a punch by hand
export const POST = route(
  { role: "admin", params: z.object({ userId: idParam(CUSTOMER_NOT_FOUND) }) },
  async ({ user, params }) => addPunch({ userId: params.userId, adminId: user.id }),
);
