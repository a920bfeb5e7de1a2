import { created, route } from "@/lib/api/route";
import { createAccount } from "@/lib/users/accounts";
import { getPublicUser, listUsers } from "@/lib/users/queries";
import { createUserSchema, userListQuerySchema } from "@/lib/users/schema";

// GET /api/users?page&pageSize&q — one page of accounts with punch cards (admin)
export const GET = route({ role: "admin", input: userListQuerySchema }, async ({ input }) =>
  listUsers(input),
);

// POST /api/users — create an account {username, password, role, name?} (admin)
export const POST = route({ role: "admin", input: createUserSchema }, async ({ input }) => {
  const user = await createAccount(input);
  return created(await getPublicUser({ id: user.id }));
});
