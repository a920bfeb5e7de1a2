import { route } from "@/lib/http/route";
import { heldReferrals } from "@/lib/referrals/review";

// GET /api/admin/referrals/held — inviters' bonuses waiting for the owner: HeldReferral[]
export const GET = route({ role: "admin" }, async () => heldReferrals());
