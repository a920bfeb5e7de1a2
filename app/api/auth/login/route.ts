import { sessionResponse } from "@/lib/auth/issue-session";
import { checkCredentials } from "@/lib/auth/sign-in";
import { clientIp } from "@/lib/http/client-ip";
import { route } from "@/lib/http/route";
import { loginSchema } from "@/lib/validation/auth";

// POST /api/auth/login — sign in with username and password; sets the session cookie
export const POST = route({ role: "public", input: loginSchema }, async ({ req, input }) => {
  const user = await checkCredentials({ ...input, ip: clientIp(req) });
  return sessionResponse(req, user, {
    user: { id: user.id, username: user.username, role: user.role },
  });
});
