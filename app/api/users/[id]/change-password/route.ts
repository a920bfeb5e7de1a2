import { sessionResponse } from "@/lib/auth/issue-session";
import { idParams } from "@/lib/http/params";
import { route } from "@/lib/http/route";
import { updateAccount } from "@/lib/users/accounts";
import { USER_NOT_FOUND } from "@/lib/users/messages";
import { setPasswordSchema } from "@/lib/validation/users";

// POST /api/users/{id}/change-password — set any account's password {newPassword}; ends its sessions (admin)
export const POST = route(
  { role: "admin", input: setPasswordSchema, params: idParams(USER_NOT_FOUND) },
  async ({ req, input, user, params }) => {
    const updated = await updateAccount({
      actorId: user.id,
      targetId: params.id,
      changes: { password: input.newPassword },
    });
    return updated.id === user.id ? sessionResponse(req, updated, { ok: true }) : { ok: true };
  },
);
