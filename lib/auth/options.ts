import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { env } from "@/lib/env";
import { loginSchema } from "@/lib/validation/auth";
import { SESSION_MAX_AGE } from "./cookie";
import { checkCredentials } from "./sign-in";

/**
 * next-auth configuration. Our own POST /api/auth/login issues the same JWT cookie; this
 * keeps next-auth's standard endpoints (session, csrf, signout) working on that session.
 */
export const authOptions: NextAuthOptions = {
  secret: env.AUTH_SECRET,
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE },
  pages: { signIn: "/login", error: "/login" },
  providers: [
    CredentialsProvider({
      name: "Username",
      credentials: {
        username: { label: "Username" },
        password: { label: "Password", type: "password" },
      },
      async authorize(credentials, req) {
        const parsed = loginSchema.safeParse(credentials);
        if (!parsed.success) return null;
        const forwarded = req.headers?.["x-forwarded-for"];
        const ip =
          (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim() ?? "unknown";
        try {
          const user = await checkCredentials({ ...parsed.data, ip });
          return { id: user.id, name: user.username, role: user.role, sv: user.sessionVersion };
        } catch {
          return null;
        }
      },
    }),
  ],
  callbacks: {
    async jwt({ token, user }) {
      if (user) {
        const signedIn = user as unknown as { role: "user" | "admin"; sv: number };
        token.role = signedIn.role;
        token.sv = signedIn.sv;
      }
      return token;
    },
    async session({ session, token }) {
      return { ...session, user: { id: token.sub, name: token.name, role: token.role } };
    },
  },
};
