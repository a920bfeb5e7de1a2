import { registrationOptions } from "@/lib/auth/passkeys/registration";
import { route } from "@/lib/api/route";
import { joinPasskeyOptions } from "@/lib/users/join-passkey";
import { joinPasskeyOptionsSchema } from "@/lib/users/join-schema";

// POST /api/passkeys/register/options — {options} to add a passkey to your account; not signed
// in, options for a visitor joining at the counter (rate-limited per address), through an
// invitation with {invite, sameAuthenticator?} (the inviter's passkeys excluded)
export const POST = route(
  { role: "public", input: joinPasskeyOptionsSchema },
  async ({ req, user, input }) => ({
    options: user
      ? await registrationOptions({ req, user })
      : await joinPasskeyOptions({ req, ...input }),
  }),
);
