import { idParams } from "@/lib/http/params";
import { route } from "@/lib/api/route";
import { CAMPAIGN_NOT_FOUND } from "@/lib/messaging/campaign-messages";
import { cancelCampaign } from "@/lib/messaging/campaigns";

// POST /api/campaigns/{id}/cancel — stop a campaign before it starts sending; 409 after (admin)
export const POST = route(
  { role: "admin", params: idParams(CAMPAIGN_NOT_FOUND) },
  async ({ params }) => ({ campaign: await cancelCampaign({ id: params.id }) }),
);
