import { sessionResponse } from "@/lib/auth/issue-session";
import { route } from "@/lib/http/route";
import { clientIp } from "@/lib/http/client-ip";
import { setPasswordAs } from "@/lib/users/profile";
import { userIdParam } from "@/lib/users/params";
import { setPasswordSchema } from "@/lib/validation/users";

// POST /api/users/{id}/change-password — set any account's password {newPassword}; ends its sessions (admin;
// one's own also needs {currentPassword})
export const POST = route(
  { role: "admin", input: setPasswordSchema },
  async ({ req, input, user, params }) => {
    const updated = await setPasswordAs({
      user,
      targetId: userIdParam(params),
      ...input,
      ip: clientIp(req),
    });
    return updated.id === user.id ? sessionResponse(req, updated, { ok: true }) : { ok: true };
  },
);
