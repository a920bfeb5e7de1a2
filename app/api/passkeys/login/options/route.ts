import { confirmOptions, loginOptions } from "@/lib/auth/passkeys/authentication";
import { route } from "@/lib/api/route";

// POST /api/passkeys/login/options — {options} to sign in with any passkey of this site; signed
// in, options to confirm with one of your own passkeys (deleting your account) instead
export const POST = route({ role: "public" }, async ({ req, user }) => ({
  options: user ? await confirmOptions({ req, user }) : await loginOptions({ req }),
}));
