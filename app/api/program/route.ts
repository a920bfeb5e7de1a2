import { route } from "@/lib/api/route";
import { getProgram } from "@/lib/program/read";
import { saveProgram } from "@/lib/program/save";
import { programSchema } from "@/lib/program/schema";

// GET /api/program — the shop's program: card size, rewards, welcome bonus, punches per token, look, terms (signed-in)
export const GET = route({ role: "signed-in" }, async () => getProgram());

// PUT /api/program — the whole program; answers it with cardsStaying, the cards in progress that keep theirs (admin)
export const PUT = route({ role: "admin", input: programSchema }, async ({ input, user }) =>
  saveProgram({ program: input, adminId: user.id }),
);
