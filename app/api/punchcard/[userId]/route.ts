import { z } from "zod";
import { idParam } from "@/lib/http/params";
import { route } from "@/lib/api/route";
import { PUNCH_CARD_NOT_FOUND } from "@/lib/rewards/messages";
import { getCard } from "@/lib/rewards/queries";

// GET /api/punchcard/{userId} — a card, for its customer or an admin
export const GET = route(
  { role: "signed-in", params: z.object({ userId: idParam(PUNCH_CARD_NOT_FOUND) }) },
  async ({ user, params }) => getCard({ userId: params.userId, viewer: user }),
);
