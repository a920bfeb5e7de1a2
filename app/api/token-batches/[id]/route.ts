import { idParams } from "@/lib/http/params";
import { route } from "@/lib/api/route";
import { getBatch } from "@/lib/rewards/batch-queries";
import { BATCH_NOT_FOUND } from "@/lib/rewards/batches";

// GET /api/token-batches/{id} — one sheet with its tokens and their QR addresses, for printing
export const GET = route(
  { role: "staff", params: idParams(BATCH_NOT_FOUND) },
  async ({ req, params }) => getBatch({ id: params.id, origin: new URL(req.url).origin }),
);
