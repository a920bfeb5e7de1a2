import { z } from "zod";
import { newSessionId, sessionResponse } from "@/lib/auth/issue-session";
import { route } from "@/lib/api/route";
import { inspectLoginLink, linkLanding, redeemLoginLink } from "@/lib/login-links/links";

// The token's shape is checked where links are read, so a bad one gets the link's own error.
const params = z.object({ tokenId: z.string() });

// GET /api/auto-login/{tokenId} — check a one-off login link without using it: {username}
export const GET = route({ role: "public", params }, async ({ params }) =>
  inspectLoginLink({ token: params.tokenId }),
);

// POST /api/auto-login/{tokenId} — use the link up and sign its customer in (sets the session
// cookie; never returns a password): {user:{id, username, role}, next}. `next` is where to go:
// securing the account after a sign-in QR from the counter, or a card's link to an account with
// no password or passkey (an import); else the dashboard.
export const POST = route({ role: "public", params }, async ({ req, params }) => {
  const sid = newSessionId();
  const { user, purpose } = await redeemLoginLink({ token: params.tokenId, sessionId: sid });
  const next = await linkLanding({ user, purpose });
  const body = { user: { id: user.id, username: user.username, role: user.role }, next };
  return sessionResponse(req, user, body, { sid });
});
