import { route } from "@/lib/api/route";
import { decideReferral } from "@/lib/referrals/review";
import { referralParams } from "@/lib/referrals/schema";

// POST /api/admin/referrals/[id]/approve — pay the held bonus now (once): {status}
export const POST = route({ role: "admin", params: referralParams }, async ({ params, user }) =>
  decideReferral({ id: params.id, decision: "approve", adminId: user.id }),
);
