import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/options";

// GET, POST /api/auth/* — next-auth's own endpoints (session, csrf, signout) on our session
const handler = NextAuth(authOptions);

export { handler as GET, handler as POST };
