import { route } from "@/lib/http/route";
import { verifyCode } from "@/lib/rewards/verify-code";
import { verifyCodeSchema } from "@/lib/validation/rewards";

// POST /api/verify — verify a product code: 25 XP and level-up tokens, returns the product
export const POST = route({ role: "user", input: verifyCodeSchema }, async ({ input, user }) =>
  verifyCode({ code: input.code, user }),
);
