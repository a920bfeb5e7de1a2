import NextAuth from "next-auth";
import { errorPageRedirect, refuseNextAuthInput } from "@/lib/auth/next-auth-input";
import { authOptions } from "@/lib/auth/options";
import { refusalResponse } from "@/lib/api/route";

const nextAuth = NextAuth(authOptions);

type Segment = { params: Promise<{ nextauth: string[] }> };

// GET, POST /api/auth/* — next-auth's own endpoints (session, csrf, signout) on our session;
// input next-auth would answer with a 500 is refused first, in our error shape
async function handler(req: Request, segment: Segment) {
  const segments = (await segment.params).nextauth;
  const [action] = segments;
  if (action === "error") return errorPageRedirect(req, segments);
  const refusal = await refuseNextAuthInput(req, action);
  return refusal ? refusalResponse(refusal) : nextAuth(req, segment);
}

export { handler as GET, handler as POST };
