import { created, route } from "@/lib/api/route";
import { createPunchToken } from "@/lib/rewards/issue";
import { generateTokenSchema } from "@/lib/rewards/token-schema";

// POST /api/admin/generate-token — a new single-use punch token, for staff and admins, {punches?}
export const POST = route({ role: "staff", input: generateTokenSchema }, async ({ input, user }) =>
  created(await createPunchToken({ adminId: user.id, punches: input.punches })),
);
