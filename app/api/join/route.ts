import { sessionResponse } from "@/lib/auth/issue-session";
import { knownDevice } from "@/lib/auth/device";
import { verifyJoinRegistration } from "@/lib/auth/passkeys/registration";
import { clientIp } from "@/lib/http/client-ip";
import { route } from "@/lib/http/route";
import { joinAtCounter } from "@/lib/users/join";
import { joinSchema } from "@/lib/validation/join";

// POST /api/join — a visitor makes their account with a shop token they scanned and collects
// it as their first punch; signs them in: 201 {user:{id, username, role}, redemption}. With a
// passkey, its challenge is used up and the passkey verified before anything is made. With
// `invite`, through a friend's invitation (404/410 on the field for an unknown or replaced code).
export const POST = route({ role: "public", input: joinSchema }, async ({ req, input, user }) => {
  const passkey = input.passkey
    ? await verifyJoinRegistration({ req, response: input.passkey })
    : undefined;
  // Who this browser already is: the signs of an inviter inviting themselves.
  const signals = {
    sessionUserId: user?.id ?? null,
    deviceUserId: knownDevice(req.headers.get("cookie"))?.userId ?? null,
  };
  const { user: joined, redemption } = await joinAtCounter({
    input,
    passkey,
    ip: clientIp(req),
    signals,
  });
  const body = {
    user: { id: joined.id, username: joined.username, role: joined.role },
    redemption,
  };
  return sessionResponse(req, joined, body, { status: 201 });
});
