import { z } from "zod";
import { idParam } from "@/lib/http/params";
import { route } from "@/lib/api/route";
import { CUSTOMER_NOT_FOUND } from "@/lib/rewards/messages";
import { dismissFlags } from "@/lib/trust/review";

// POST /api/admin/review/{userId}/dismiss — an admin closes a customer's open flags
export const POST = route(
  { role: "admin", params: z.object({ userId: idParam(CUSTOMER_NOT_FOUND) }) },
  async ({ user, params }) => dismissFlags({ userId: params.userId, adminId: user.id }),
);
