import { route } from "@/lib/http/route";
import { listHeldReferrals } from "@/lib/referrals/admin-queries";

// GET /api/admin/referrals/held — inviters' bonuses waiting for the owner: HeldReferral[]
export const GET = route({ role: "admin" }, async () => listHeldReferrals());
