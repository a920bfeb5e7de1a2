import { sessionResponse } from "@/lib/auth/issue-session";
import { checkCredentials, signInClient } from "@/lib/auth/sign-in";
import { route } from "@/lib/api/route";
import { loginSchema } from "@/lib/auth/login-schema";

// POST /api/auth/login — sign in with username and password; sets the session cookie
export const POST = route({ role: "public", input: loginSchema }, async ({ req, input }) => {
  const client = signInClient((name) => req.headers.get(name));
  const user = await checkCredentials({ ...input, ...client });
  return sessionResponse(req, user, {
    user: { id: user.id, username: user.username, role: user.role },
  });
});
