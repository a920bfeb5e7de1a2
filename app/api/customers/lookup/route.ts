import { route } from "@/lib/http/route";
import { lookupCustomer } from "@/lib/users/lookup";
import { customerLookupSchema } from "@/lib/validation/customers";

// GET /api/customers/lookup?username= — one customer's card, level and last visits (staff)
export const GET = route({ role: "staff", input: customerLookupSchema }, async ({ input }) =>
  lookupCustomer(input),
);
