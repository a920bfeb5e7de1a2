import { created, route } from "@/lib/api/route";
import { siteOrigin } from "@/lib/settings/site-origin";
import { createBulkAccounts } from "@/lib/users/bulk";
import { bulkSchema } from "@/lib/users/schema";

// POST /api/users/bulk — {count} 1-50 customer accounts with one-off login links; the only
// answer that carries a password: each new account's, shown once for its printed card (admin)
export const POST = route({ role: "admin", input: bulkSchema }, async ({ req, input, user }) => {
  const accounts = await createBulkAccounts({
    count: input.count,
    createdBy: user.id,
    origin: await siteOrigin(req),
  });
  return created({ users: accounts });
});
