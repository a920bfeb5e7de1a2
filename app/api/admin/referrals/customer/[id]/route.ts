import { idParams } from "@/lib/http/params";
import { route } from "@/lib/api/route";
import { customerReferrals } from "@/lib/referrals/admin-queries";
import { CUSTOMER_NOT_FOUND } from "@/lib/rewards/messages";

// GET /api/admin/referrals/customer/[id] — who invited this customer and whom they invited:
// CustomerReferrals
export const GET = route(
  { role: "admin", params: idParams(CUSTOMER_NOT_FOUND) },
  async ({ params }) => customerReferrals(params.id),
);
