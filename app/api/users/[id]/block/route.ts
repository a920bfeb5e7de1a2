import { idParams } from "@/lib/http/params";
import { route } from "@/lib/api/route";
import { CUSTOMER_NOT_FOUND } from "@/lib/rewards/messages";
import { setEarningBlocked } from "@/lib/trust/block";

// POST /api/users/{id}/block — an admin stops a customer earning (every token or code refused)
export const POST = route(
  { role: "admin", params: idParams(CUSTOMER_NOT_FOUND) },
  async ({ user, params }) =>
    setEarningBlocked({ userId: params.id, blocked: true, adminId: user.id }),
);
