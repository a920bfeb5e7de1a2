import { route } from "@/lib/api/route";
import { verifyCode } from "@/lib/rewards/verify-code";
import { verifyCodeSchema } from "@/lib/rewards/schema";

// POST /api/verify — verify a product code: 25 XP and level-up tokens, returns the product
export const POST = route({ role: "user", input: verifyCodeSchema }, async ({ input, user }) =>
  verifyCode({ code: input.code, user }),
);
