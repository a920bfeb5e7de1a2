import { created, route } from "@/lib/http/route";
import { createPunchToken } from "@/lib/rewards/issue";

// POST /api/admin/generate-token — a new single-use punch token
export const POST = route({ role: "admin" }, async ({ user }) =>
  created(await createPunchToken({ adminId: user.id })),
);
