import { signInWithPasskey } from "@/lib/auth/passkeys/authentication";
import { sessionResponse } from "@/lib/auth/issue-session";
import { route } from "@/lib/api/route";
import { passkeySignInSchema } from "@/lib/auth/passkeys/schema";

// POST /api/passkeys/login {response} — sign in with a passkey; sets the session cookie a
// password sign-in sets → {user:{id, username, role}}
export const POST = route(
  { role: "public", input: passkeySignInSchema },
  async ({ req, input }) => {
    const user = await signInWithPasskey({ req, response: input.response });
    return sessionResponse(req, user, {
      user: { id: user.id, username: user.username, role: user.role },
    });
  },
);
