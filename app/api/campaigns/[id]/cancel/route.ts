import { idParams } from "@/lib/http/params";
import { route } from "@/lib/http/route";
import { CAMPAIGN_NOT_FOUND } from "@/lib/messages/campaign-messages";
import { cancelCampaign } from "@/lib/messages/campaigns";

// POST /api/campaigns/{id}/cancel — stop a campaign before it starts sending; 409 after (admin)
export const POST = route(
  { role: "admin", params: idParams(CAMPAIGN_NOT_FOUND) },
  async ({ params }) => ({ campaign: await cancelCampaign({ id: params.id }) }),
);
