import { idParams } from "@/lib/http/params";
import { route } from "@/lib/api/route";
import { adjustXp } from "@/lib/rewards/adjust";
import { CUSTOMER_NOT_FOUND } from "@/lib/rewards/messages";
import { xpAdjustmentSchema } from "@/lib/rewards/schema";

// POST /api/users/{id}/xp — an admin gives or takes XP by hand, {amount, reason?}
export const POST = route(
  { role: "admin", input: xpAdjustmentSchema, params: idParams(CUSTOMER_NOT_FOUND) },
  async ({ input, user, params }) =>
    adjustXp({ userId: params.id, amount: input.amount, adminId: user.id, note: input.reason }),
);
