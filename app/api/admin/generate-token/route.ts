import { created, route } from "@/lib/http/route";
import { createPunchToken } from "@/lib/rewards/issue";

// POST /api/admin/generate-token — a new single-use punch token, for staff and admins
export const POST = route({ role: "staff" }, async ({ user }) =>
  created(await createPunchToken({ adminId: user.id })),
);
