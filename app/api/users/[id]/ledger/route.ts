import { idParams } from "@/lib/http/params";
import { route } from "@/lib/api/route";
import { listHistory } from "@/lib/rewards/history";
import { CUSTOMER_NOT_FOUND } from "@/lib/rewards/messages";
import { ledgerPageSchema } from "@/lib/rewards/customer-schema";

// GET /api/users/{id}/ledger?before=&limit= — a customer's reward history, newest first.
// Staff read it too (read-only, the history under the counter's look-up): it holds no
// profits and changes nothing. Who invited whom (a referral bonus's names) is the owner's only.
export const GET = route(
  { role: "staff", input: ledgerPageSchema, params: idParams(CUSTOMER_NOT_FOUND) },
  async ({ input, params, user }) =>
    listHistory({ userId: params.id, ...input, withReferrals: user.role === "admin" }),
);
