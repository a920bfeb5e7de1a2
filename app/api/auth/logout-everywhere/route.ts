import { signedOutResponse } from "@/lib/auth/issue-session";
import { signOutEverywhere } from "@/lib/auth/sign-out";
import { route } from "@/lib/api/route";

// POST /api/auth/logout-everywhere — end every session of this account, this device's included
export const POST = route({ role: "signed-in" }, async ({ user }) => {
  await signOutEverywhere(user.id);
  return signedOutResponse();
});
