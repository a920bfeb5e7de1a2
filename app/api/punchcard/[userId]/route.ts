import { route } from "@/lib/http/route";
import { getCard } from "@/lib/rewards/queries";

// GET /api/punchcard/{userId} — a card, for its customer or an admin
export const GET = route({ role: "signed-in" }, async ({ user, params }) =>
  getCard({ userId: String(params.userId), viewer: user }),
);
