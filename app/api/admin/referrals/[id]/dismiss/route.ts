import { route } from "@/lib/api/route";
import { decideReferral } from "@/lib/referrals/review";
import { referralParams } from "@/lib/referrals/schema";

// POST /api/admin/referrals/[id]/dismiss — close the held bonus unpaid (once): {status}
export const POST = route({ role: "admin", params: referralParams }, async ({ params, user }) =>
  decideReferral({ id: params.id, decision: "dismiss", adminId: user.id }),
);
