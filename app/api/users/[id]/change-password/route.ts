import { sessionResponse } from "@/lib/auth/issue-session";
import { idParams } from "@/lib/http/params";
import { route } from "@/lib/api/route";
import { clientIp } from "@/lib/http/client-ip";
import { USER_NOT_FOUND } from "@/lib/users/messages";
import { setPasswordAs } from "@/lib/users/profile";
import { setPasswordSchema } from "@/lib/users/schema";

// POST /api/users/{id}/change-password — set any account's password {newPassword}; ends its sessions (admin;
// one's own also needs {currentPassword})
export const POST = route(
  { role: "admin", input: setPasswordSchema, params: idParams(USER_NOT_FOUND) },
  async ({ req, input, user, params }) => {
    const updated = await setPasswordAs({
      user,
      targetId: params.id,
      ...input,
      ip: clientIp(req),
    });
    return updated.id === user.id ? sessionResponse(req, updated, { ok: true }) : { ok: true };
  },
);
