import { route } from "@/lib/api/route";
import { redeemToken } from "@/lib/rewards/redeem-token";
import { redeemTokenSchema } from "@/lib/rewards/schema";

// POST /api/token/use — redeem a punch token: punch, 5 XP and level-up tokens, all at once
export const POST = route({ role: "user", input: redeemTokenSchema }, async ({ input, user }) =>
  redeemToken({ tokenId: input.tokenId, user }),
);
