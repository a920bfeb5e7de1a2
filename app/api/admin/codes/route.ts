import { route } from "@/lib/api/route";
import { listCodes } from "@/lib/rewards/admin-queries";
import { pageSchema } from "@/lib/rewards/schema";

// GET /api/admin/codes — verification codes, newest first, paged
export const GET = route({ role: "admin", input: pageSchema }, async ({ input }) =>
  listCodes(input),
);
