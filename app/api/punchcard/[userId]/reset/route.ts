import { route } from "@/lib/http/route";
import { resetCard } from "@/lib/rewards/adjust";

// POST /api/punchcard/{userId}/reset — an admin empties a customer's card after the free product
export const POST = route({ role: "admin" }, async ({ user, params }) =>
  resetCard({ userId: String(params.userId), adminId: user.id }),
);
