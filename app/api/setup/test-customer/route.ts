import { created, route } from "@/lib/api/route";
import { siteOrigin } from "@/lib/settings/site-origin";
import { deleteTestCustomers, testCustomerQr } from "@/lib/setup/test-customer";

// POST /api/setup/test-customer — a one-off QR that signs the owner's phone in as the shop's
// test customer (made with an empty card the first time; left out of every figure): 10
// minutes, single use (admin): {url, expiresAt, username}
export const POST = route({ role: "admin" }, async ({ req, user }) =>
  created(await testCustomerQr({ issuedBy: user.id, origin: await siteOrigin(req) })),
);

// DELETE /api/setup/test-customer — deletes the test customer with its card and history
// (admin): {deleted}
export const DELETE = route({ role: "admin" }, async () => ({
  deleted: await deleteTestCustomers(),
}));
