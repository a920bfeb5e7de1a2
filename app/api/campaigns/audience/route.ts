import { route } from "@/lib/api/route";
import { audienceCount } from "@/lib/messaging/segments";
import { segmentSchema } from "@/lib/messaging/shop-message-schema";

// GET /api/campaigns/audience?kind=…&days=…&tier=… — how many customers a segment holds now (admin)
export const GET = route({ role: "admin", input: segmentSchema }, async ({ input }) => ({
  customers: await audienceCount(input),
}));
