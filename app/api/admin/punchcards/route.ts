import { route } from "@/lib/api/route";
import { listPunchCards } from "@/lib/rewards/admin-queries";
import { pageSchema } from "@/lib/rewards/schema";

// GET /api/admin/punchcards — customers' cards, searchable and paged
export const GET = route({ role: "admin", input: pageSchema }, async ({ input }) =>
  listPunchCards(input),
);
