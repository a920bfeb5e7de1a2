import { created, route } from "@/lib/api/route";
import { createCampaign, listCampaigns } from "@/lib/messaging/campaigns";
import { campaignSchema } from "@/lib/messaging/shop-message-schema";

// GET /api/campaigns — the 50 newest campaigns with their figures (admin)
export const GET = route({ role: "admin" }, async () => ({ campaigns: await listCampaigns() }));

// POST /api/campaigns — a message to a segment, now or at a set time (admin)
export const POST = route({ role: "admin", input: campaignSchema }, async ({ input, user }) =>
  created({ campaign: await createCampaign({ input, adminId: user.id }) }),
);
