import { idParams } from "@/lib/http/params";
import { route } from "@/lib/api/route";
import { BATCH_NOT_FOUND, voidBatch } from "@/lib/rewards/batches";

// POST /api/token-batches/{id}/void — an admin takes a sheet back: its unused tokens stop at once
export const POST = route(
  { role: "admin", params: idParams(BATCH_NOT_FOUND) },
  async ({ user, params }) => voidBatch({ id: params.id, actorId: user.id }),
);
