import { dashboardCounts } from "@/lib/admin/stats";
import { route } from "@/lib/api/route";

// GET /api/admin/stats — {totalUsers, totalProducts} for the dashboard cards (admin)
export const GET = route({ role: "admin" }, async () => dashboardCounts());
