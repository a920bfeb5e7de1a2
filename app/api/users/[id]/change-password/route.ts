import { sessionResponse } from "@/lib/auth/issue-session";
import { route } from "@/lib/http/route";
import { updateAccount } from "@/lib/users/accounts";
import { userIdParam } from "@/lib/users/params";
import { setPasswordSchema } from "@/lib/validation/users";

// POST /api/users/{id}/change-password — set any account's password {newPassword}; ends its sessions (admin)
export const POST = route(
  { role: "admin", input: setPasswordSchema },
  async ({ req, input, user, params }) => {
    const updated = await updateAccount({
      actorId: user.id,
      targetId: userIdParam(params),
      changes: { password: input.newPassword },
    });
    return updated.id === user.id ? sessionResponse(req, updated, { ok: true }) : { ok: true };
  },
);
