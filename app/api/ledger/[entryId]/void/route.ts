import { z } from "zod";
import { route } from "@/lib/api/route";
import { ENTRY_NOT_FOUND } from "@/lib/rewards/messages";
import { voidEntry } from "@/lib/rewards/void";
import { voidEntrySchema } from "@/lib/rewards/schema";

// Ledger ids are bigserial numbers; anything else (or past 2^53) names no entry.
const entryParams = z.object({
  entryId: z
    .string(ENTRY_NOT_FOUND)
    .regex(/^[1-9][0-9]{0,14}$/, ENTRY_NOT_FOUND)
    .transform(Number),
});

// POST /api/ledger/{entryId}/void — an admin reverses a ledger entry, {reason}
export const POST = route(
  { role: "admin", input: voidEntrySchema, params: entryParams },
  async ({ input, user, params }) =>
    voidEntry({ entryId: params.entryId, reason: input.reason, adminId: user.id }),
);
