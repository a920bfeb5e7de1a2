import { route } from "@/lib/http/route";
import { invitationView } from "@/lib/referrals/invitation";
import { invitationParams } from "@/lib/validation/referrals";

// GET /api/invitations/[code] — what a friend's phone shows: the inviter masked, the shop and
// the rules (InvitationView); 404 unknown, 410 replaced
export const GET = route({ role: "public", params: invitationParams }, async ({ params }) =>
  invitationView(params.code),
);
