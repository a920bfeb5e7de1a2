import { route } from "@/lib/api/route";
import { getRewardsSummary } from "@/lib/rewards/queries";

// GET /api/rewards/me — the customer dashboard's data: level, XP, card and free tokens
export const GET = route({ role: "user" }, async ({ user }) =>
  getRewardsSummary({ userId: user.id }),
);
