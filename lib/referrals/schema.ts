import "@/lib/fields/jitless";
import * as z from "zod";
import { idParams, NOT_FOUND } from "@/lib/http/params";
import { REFERRAL_NOT_FOUND } from "@/lib/referrals/messages";

/** /api/invitations/[code]: the code as linked or typed; lib/referrals reads it. */
export const invitationParams = z.object({ code: z.string(NOT_FOUND).max(50, NOT_FOUND) });

/** /api/admin/referrals/[id]/approve and /dismiss. */
export const referralParams = idParams(REFERRAL_NOT_FOUND);

/** GET /api/admin/referrals/analytics?months=12: up to two years of shop months. */
export const referralAnalyticsQuery = z.object({
  months: z.coerce.number().int().min(1).max(24).default(12),
});
