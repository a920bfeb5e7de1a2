import { INVITE_COOKIE } from "@/lib/referrals/invite-cookie";
import { sessionResponse } from "@/lib/auth/issue-session";
import { knownDevice, newDevice } from "@/lib/auth/device";
import { verifyJoinRegistration } from "@/lib/auth/passkeys/registration";
import { clientIp } from "@/lib/http/client-ip";
import { route } from "@/lib/api/route";
import { joinAtCounter } from "@/lib/users/join";
import { joinSchema } from "@/lib/users/join-schema";

// POST /api/join — a visitor makes their account with a shop token they scanned and collects
// it as their first punch; signs them in: 201 {user:{id, username, role}, redemption}. With a
// passkey, its challenge is used up and the passkey verified before anything is made. With
// `invite`, through a friend's invitation (404/410 on the field for an unknown or replaced code),
// and the phone's invitation cookie goes: it served its one join.
export const POST = route({ role: "public", input: joinSchema }, async ({ req, input, user }) => {
  const passkey = input.passkey
    ? await verifyJoinRegistration({ req, response: input.passkey })
    : undefined;
  // Who this browser already is: the signs of an inviter inviting themselves. A browser without
  // the cookie gets its device id now, so its next join is recognised.
  const known = knownDevice(req.headers.get("cookie"));
  const device = known ?? newDevice();
  const { user: joined, redemption } = await joinAtCounter({
    input,
    passkey,
    ip: clientIp(req),
    deviceId: device.deviceId,
    signals: { sessionUserId: user?.id ?? null, deviceUserIds: device.userIds },
  });
  const body = {
    user: { id: joined.id, username: joined.username, role: joined.role },
    redemption,
  };
  const response = await sessionResponse(req, joined, body, { status: 201, device });
  if (input.invite) response.cookies.set(INVITE_COOKIE, "", { path: "/", maxAge: 0 });
  return response;
});
