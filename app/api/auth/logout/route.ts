import { signedOutResponse } from "@/lib/auth/issue-session";
import { route } from "@/lib/http/route";

// POST /api/auth/logout — end the session on this device
export const POST = route({ role: "public" }, async () => signedOutResponse());
