import { route } from "@/lib/http/route";
import { adjustXp } from "@/lib/rewards/adjust";
import { xpAdjustmentSchema } from "@/lib/validation/rewards";

// POST /api/users/{id}/xp — an admin gives or takes XP by hand
export const POST = route(
  { role: "admin", input: xpAdjustmentSchema },
  async ({ input, user, params }) =>
    adjustXp({ userId: String(params.id), amount: input.amount, adminId: user.id }),
);
