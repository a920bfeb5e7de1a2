import { route } from "@/lib/http/route";
import { audienceCount } from "@/lib/messages/segments";
import { segmentSchema } from "@/lib/validation/shop-messages";

// GET /api/campaigns/audience?kind=…&days=…&tier=… — how many customers a segment holds now (admin)
export const GET = route({ role: "admin", input: segmentSchema }, async ({ input }) => ({
  customers: await audienceCount(input),
}));
