import { route } from "@/lib/http/route";
import { decideReferral } from "@/lib/referrals/review";
import { referralParams } from "@/lib/validation/referrals";

// POST /api/admin/referrals/[id]/dismiss — close the held bonus unpaid (once): {status}
export const POST = route({ role: "admin", params: referralParams }, async ({ params, user }) =>
  decideReferral({ id: params.id, decision: "dismiss", adminId: user.id }),
);
