import { created, route } from "@/lib/api/route";
import { listBatches } from "@/lib/rewards/batch-queries";
import { createBatch } from "@/lib/rewards/batches";
import { createBatchSchema } from "@/lib/rewards/batch-schema";

// GET /api/token-batches — printed token sheets, newest first, with used and unused counts
export const GET = route({ role: "staff" }, async () => ({ batches: await listBatches() }));

// POST /api/token-batches — a new sheet of 1–500 tokens that expire together (staff: within
// the shop's tokens per staff member a day, expiring within 90 days)
export const POST = route({ role: "staff", input: createBatchSchema }, async ({ input, user }) =>
  created(await createBatch({ ...input, actor: user })),
);
