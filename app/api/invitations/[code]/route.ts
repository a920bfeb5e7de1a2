import { clientIp } from "@/lib/http/client-ip";
import { route } from "@/lib/api/route";
import { lookUpInvitation } from "@/lib/referrals/look-ups";
import { invitationParams } from "@/lib/referrals/schema";

// GET /api/invitations/[code] — what a friend's phone shows: the inviter masked, the shop and
// the rules (InvitationView); 404 unknown, 410 replaced, 429 too many misses from this address
export const GET = route({ role: "public", params: invitationParams }, async ({ req, params }) =>
  lookUpInvitation(params.code, clientIp(req)),
);
