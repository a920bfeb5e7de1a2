import { sessionResponse } from "@/lib/auth/issue-session";
import { route } from "@/lib/http/route";
import { inspectLoginLink, redeemLoginLink } from "@/lib/login-links/links";

function tokenOf(params: Record<string, string | string[] | undefined>) {
  return typeof params.tokenId === "string" ? params.tokenId : "";
}

// GET /api/auto-login/{tokenId} — check a one-off login link without using it: {username}
export const GET = route({ role: "public" }, async ({ params }) =>
  inspectLoginLink({ token: tokenOf(params) }),
);

// POST /api/auto-login/{tokenId} — use the link up and sign its customer in (sets the session
// cookie; never returns a password): {user:{id, username, role}}
export const POST = route({ role: "public" }, async ({ req, params }) => {
  const user = await redeemLoginLink({ token: tokenOf(params) });
  return sessionResponse(req, user, {
    user: { id: user.id, username: user.username, role: user.role },
  });
});
