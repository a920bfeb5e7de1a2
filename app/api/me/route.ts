import { signedOutResponse } from "@/lib/auth/issue-session";
import { route } from "@/lib/api/route";
import { deleteMyAccount } from "@/lib/users/my-data";
import { deleteMeSchema } from "@/lib/users/my-data-schema";

// DELETE /api/me {password} | {confirm: their username, for an account without a password} —
// a customer deletes their own account and everything in it, then
// is signed out. Signed-in staff and admins reach the handler so they hear why they may not.
// The session dies with the account (the session check finds no user); the cookie is cleared.
export const DELETE = route(
  { role: "signed-in", input: deleteMeSchema },
  async ({ req, input, user }) => {
    await deleteMyAccount({ req, user, ...input });
    return signedOutResponse();
  },
);
