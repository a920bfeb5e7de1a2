import { route } from "@/lib/api/route";
import { myInvitation, replaceMyInvitation } from "@/lib/referrals/invitation";

// GET /api/me/invitation — your invitation (made on the first read) and the friends it
// brought, masked: MyInvitation
export const GET = route({ role: "user" }, async ({ user }) => myInvitation(user.id));

// POST /api/me/invitation — a new code; the old one no longer works: MyInvitation
export const POST = route({ role: "user" }, async ({ user }) => replaceMyInvitation(user.id));
