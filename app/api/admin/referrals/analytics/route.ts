import { route } from "@/lib/api/route";
import { referralAnalytics } from "@/lib/referrals/admin-queries";
import { referralAnalyticsQuery } from "@/lib/referrals/schema";

// GET /api/admin/referrals/analytics?months=12 — invitations per shop month and the top
// inviters: ReferralAnalytics
export const GET = route({ role: "admin", input: referralAnalyticsQuery }, async ({ input }) =>
  referralAnalytics(input.months),
);
