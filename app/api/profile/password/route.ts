import { sessionResponse } from "@/lib/auth/issue-session";
import { clientIp } from "@/lib/http/client-ip";
import { route } from "@/lib/api/route";
import { changeOwnPassword } from "@/lib/users/profile";
import { ownPasswordSchema } from "@/lib/users/schema";

// POST /api/profile/password — change your own password {currentPassword, newPassword, confirmPassword};
// other sessions end, this one is renewed
export const POST = route(
  { role: "signed-in", input: ownPasswordSchema },
  async ({ req, input, user }) => {
    const updated = await changeOwnPassword({ user, ...input, ip: clientIp(req) });
    return sessionResponse(req, updated, { ok: true });
  },
);
