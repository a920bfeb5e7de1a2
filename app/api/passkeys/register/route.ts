import { addPasskey } from "@/lib/auth/passkeys/registration";
import { created, route } from "@/lib/api/route";
import { addPasskeySchema } from "@/lib/auth/passkeys/schema";

// POST /api/passkeys/register {response, deviceName?} — add the passkey just made → 201 {passkey}
export const POST = route(
  { role: "signed-in", input: addPasskeySchema },
  async ({ req, user, input }) =>
    created({
      passkey: await addPasskey({ req, user, response: input.response, name: input.deviceName }),
    }),
);
