import { route } from "@/lib/api/route";
import { listRecentTokens } from "@/lib/rewards/admin-queries";

// GET /api/admin/tokens — recent shop tokens with who redeemed them
export const GET = route({ role: "admin" }, async () => ({ tokens: await listRecentTokens() }));
