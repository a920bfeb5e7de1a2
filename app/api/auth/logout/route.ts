import { signedOutResponse } from "@/lib/auth/issue-session";
import { revokeCurrentSession } from "@/lib/auth/sign-out";
import { route } from "@/lib/api/route";

// POST /api/auth/logout — end this device's session, on the server too
export const POST = route({ role: "public" }, async () => {
  await revokeCurrentSession();
  return signedOutResponse();
});
