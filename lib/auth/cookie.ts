import { encode } from "next-auth/jwt";
import { env } from "@/lib/env";

// next-auth's own cookie names: the `[...nextauth]` routes and our login share one session.
export const SESSION_COOKIE = "next-auth.session-token";
export const SECURE_SESSION_COOKIE = "__Secure-next-auth.session-token";
export const SESSION_MAX_AGE = 30 * 24 * 60 * 60;

// `sid` names this one session, so signing out can end it on the server (lib/auth/sign-out.ts).
export type SessionClaims = {
  sub: string;
  name: string;
  role: "user" | "staff" | "admin";
  sv: number;
  sid: string;
};

export function isHttps(request: Request): boolean {
  const forwarded = request.headers.get("x-forwarded-proto");
  if (env.TRUST_PROXY && forwarded) return forwarded.split(",")[0]?.trim() === "https";
  return new URL(request.url).protocol === "https:";
}

export function sessionCookieName(secure: boolean): string {
  return secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

export async function encodeSession(claims: SessionClaims): Promise<string> {
  return encode({ token: claims, secret: env.AUTH_SECRET, maxAge: SESSION_MAX_AGE });
}

export function sessionCookieOptions(secure: boolean) {
  return {
    httpOnly: true,
    sameSite: "lax" as const,
    secure,
    path: "/",
    maxAge: SESSION_MAX_AGE,
  };
}
