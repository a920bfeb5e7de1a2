import { removeAccountPasskey } from "@/lib/auth/passkeys/admin";
import { route } from "@/lib/api/route";
import { accountPasskeyParams } from "@/lib/auth/passkeys/schema";

// DELETE /api/users/{id}/passkeys/{passkeyId} — an admin removes one of an account's passkeys
// (a lost or stolen phone); recorded with the admin → {passkeys, removals}
export const DELETE = route(
  { role: "admin", params: accountPasskeyParams },
  async ({ user, params }) =>
    removeAccountPasskey({ adminId: user.id, userId: params.id, id: params.passkeyId }),
);
