import { route } from "@/lib/http/route";
import { listPunchCards } from "@/lib/rewards/admin-queries";
import { pageSchema } from "@/lib/validation/rewards";

// GET /api/admin/punchcards — customers' cards, searchable and paged
export const GET = route({ role: "admin", input: pageSchema }, async ({ input }) =>
  listPunchCards(input),
);
