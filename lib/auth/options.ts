import "server-only";
import { randomUUID } from "node:crypto";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { env } from "@/lib/env";
import { loginSchema } from "@/lib/auth/login-schema";
import { claimsOf } from "./claims";
import { SESSION_MAX_AGE } from "./cookie";
import { liveSessionUser } from "./session";
import { checkCredentials, signInClient } from "./sign-in";
import { revokeSession } from "./sign-out";

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
        // The same address and known-device rules as POST /api/auth/login.
        const headers = (req.headers ?? {}) as Record<string, string | string[] | undefined>;
        const client = signInClient((name) => {
          const value = headers[name];
          return Array.isArray(value) ? value.join(", ") : value;
        });
        try {
          const user = await checkCredentials({ ...parsed.data, ...client });
          return { id: user.id, name: user.username, role: user.role, sv: user.sessionVersion };
        } catch {
          return null;
        }
      },
    }),
  ],
  events: {
    // next-auth's own sign-out ends the session on the server too, like POST /api/auth/logout.
    async signOut({ token }) {
      if (typeof token?.sid === "string" && token.sub) {
        await revokeSession({ sid: token.sid, userId: token.sub });
      }
    },
  },
  callbacks: {
    async jwt({ token, user }) {
      if (user) {
        const signedIn = user as unknown as { role: "user" | "staff" | "admin"; sv: number };
        token.role = signedIn.role;
        token.sv = signedIn.sv;
        token.sid = randomUUID();
        return token;
      }
      // next-auth's own session endpoint reads the cookie too: a signed-out, outdated or
      // deleted session throws here, so it answers "no session" and clears the cookie.
      const claims = claimsOf(token);
      if (!claims || !(await liveSessionUser(claims))) throw new Error("session ended");
      return token;
    },
    async session({ session, token }) {
      return { ...session, user: { id: token.sub, name: token.name, role: token.role } };
    },
  },
};
