import { analyticsReport } from "@/lib/analytics/report";
import { route } from "@/lib/api/route";
import { analyticsQuery } from "@/lib/analytics/query-schema";

// GET /api/admin/analytics?from=YYYY-MM-DD&to=YYYY-MM-DD — figures and charts for a range of shop days (admin)
export const GET = route({ role: "admin", input: analyticsQuery }, async ({ input }) =>
  analyticsReport(input),
);
