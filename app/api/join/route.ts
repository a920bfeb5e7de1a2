import { sessionResponse } from "@/lib/auth/issue-session";
import { verifyJoinRegistration } from "@/lib/auth/passkeys/registration";
import { clientIp } from "@/lib/http/client-ip";
import { route } from "@/lib/http/route";
import { joinAtCounter } from "@/lib/users/join";
import { joinSchema } from "@/lib/validation/join";

// POST /api/join — a visitor makes their account with a shop token they scanned and collects
// it as their first punch; signs them in: 201 {user:{id, username, role}, redemption}. With a
// passkey, its challenge is used up and the passkey verified before anything is made.
export const POST = route({ role: "public", input: joinSchema }, async ({ req, input }) => {
  const passkey = input.passkey
    ? await verifyJoinRegistration({ req, response: input.passkey })
    : undefined;
  const { user, redemption } = await joinAtCounter({ input, passkey, ip: clientIp(req) });
  const body = { user: { id: user.id, username: user.username, role: user.role }, redemption };
  return sessionResponse(req, user, body, { status: 201 });
});
