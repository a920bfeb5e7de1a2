import { route } from "@/lib/api/route";
import { listReview } from "@/lib/trust/review";

// GET /api/admin/review — flagged customers with why, blocked or not, and recent activity (admin)
export const GET = route({ role: "admin" }, async () => ({ customers: await listReview() }));
