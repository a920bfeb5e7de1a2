import { route } from "@/lib/api/route";
import { getLeaderboard } from "@/lib/rewards/leaderboard";

// GET /api/leaderboard — top customers (masked) and the viewer's own rank
export const GET = route({ role: "signed-in" }, async ({ user }) =>
  getLeaderboard({ viewerId: user.id }),
);
