import { z } from "zod";
import { sessionResponse } from "@/lib/auth/issue-session";
import { route } from "@/lib/http/route";
import { inspectLoginLink, redeemLoginLink } from "@/lib/login-links/links";

// The token's shape is checked where links are read, so a bad one gets the link's own error.
const params = z.object({ tokenId: z.string() });

// GET /api/auto-login/{tokenId} — check a one-off login link without using it: {username}
export const GET = route({ role: "public", params }, async ({ params }) =>
  inspectLoginLink({ token: params.tokenId }),
);

// POST /api/auto-login/{tokenId} — use the link up and sign its customer in (sets the session
// cookie; never returns a password): {user:{id, username, role}}
export const POST = route({ role: "public", params }, async ({ req, params }) => {
  const user = await redeemLoginLink({ token: params.tokenId });
  return sessionResponse(req, user, {
    user: { id: user.id, username: user.username, role: user.role },
  });
});
