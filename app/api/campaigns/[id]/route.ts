import { idParams } from "@/lib/http/params";
import { route } from "@/lib/api/route";
import { CAMPAIGN_NOT_FOUND } from "@/lib/messaging/campaign-messages";
import { getCampaign } from "@/lib/messaging/campaigns";

// GET /api/campaigns/{id} — one campaign with its figures (admin)
export const GET = route(
  { role: "admin", params: idParams(CAMPAIGN_NOT_FOUND) },
  async ({ params }) => ({ campaign: await getCampaign({ id: params.id }) }),
);
