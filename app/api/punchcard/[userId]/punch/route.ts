import { route } from "@/lib/http/route";
import { addPunch } from "@/lib/rewards/adjust";

// POST /api/punchcard/{userId}/punch — an admin adds a punch by hand
export const POST = route({ role: "admin" }, async ({ user, params }) =>
  addPunch({ userId: String(params.userId), adminId: user.id }),
);
