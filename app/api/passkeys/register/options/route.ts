import { joinRegistrationOptions, registrationOptions } from "@/lib/auth/passkeys/registration";
import { route } from "@/lib/http/route";

// POST /api/passkeys/register/options — {options} to add a passkey to your account; not signed
// in, options for a visitor joining at the counter (rate-limited per address)
export const POST = route({ role: "public" }, async ({ req, user }) => ({
  options: user ? await registrationOptions({ req, user }) : await joinRegistrationOptions({ req }),
}));
