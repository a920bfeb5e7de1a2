import { z } from "zod";
import { idParam } from "@/lib/http/params";
import { route } from "@/lib/http/route";
import { resetCard } from "@/lib/rewards/adjust";
import { CUSTOMER_NOT_FOUND } from "@/lib/rewards/messages";

// POST /api/punchcard/{userId}/reset — staff or an admin empties a card after the free product
export const POST = route(
  { role: "staff", params: z.object({ userId: idParam(CUSTOMER_NOT_FOUND) }) },
  async ({ user, params }) => resetCard({ userId: params.userId, actor: user }),
);
