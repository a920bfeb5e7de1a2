import { route } from "@/lib/api/route";
import { listHeldReferrals } from "@/lib/referrals/admin-queries";

// GET /api/admin/referrals/held — inviters' bonuses waiting for the owner: HeldReferral[]
export const GET = route({ role: "admin" }, async () => listHeldReferrals());
