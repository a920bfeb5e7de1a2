import { idParams } from "@/lib/http/params";
import { route } from "@/lib/api/route";
import { CUSTOMER_NOT_FOUND } from "@/lib/rewards/messages";
import { setEarningBlocked } from "@/lib/trust/block";

// POST /api/users/{id}/unblock — an admin lets a blocked customer earn again
export const POST = route(
  { role: "admin", params: idParams(CUSTOMER_NOT_FOUND) },
  async ({ user, params }) =>
    setEarningBlocked({ userId: params.id, blocked: false, adminId: user.id }),
);
