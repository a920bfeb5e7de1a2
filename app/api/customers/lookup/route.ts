import { route } from "@/lib/api/route";
import { lookupCustomer } from "@/lib/users/lookup";
import { customerLookupSchema } from "@/lib/rewards/customer-schema";

// GET /api/customers/lookup?username= — one customer's card, level and last visits (staff)
export const GET = route({ role: "staff", input: customerLookupSchema }, async ({ input }) =>
  lookupCustomer(input),
);
