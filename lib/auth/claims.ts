import { decode } from "next-auth/jwt";
import { env } from "@/lib/env";
import type { Role } from "@/lib/db/schema";

export type Claims = { sub: string; role: Role; sv: number; sid: string };

// next-auth's decode derives its key with HKDF and decrypts the JWE on every call, a large
// share of a small API request's CPU. A phone sends the same cookie with every request, so
// a decoded cookie is remembered until the token's own expiry. Nothing here is state another
// server needs (any server decodes any cookie), and the user row is still re-read on every
// request (lib/auth/session.ts), so a deleted user or a changed password still ends a session.
const CACHE_SIZE = 5_000;
// jose, under next-auth's decode, accepts a token until 15 s past its `exp`.
const CLOCK_TOLERANCE_SECONDS = 15;
const decoded = new Map<string, { claims: Claims; exp: number }>();

const fresh = (exp: number) => exp + CLOCK_TOLERANCE_SECONDS > Date.now() / 1000;

/** The claims our sessions carry, from a decoded next-auth token; null for any other shape. */
export function claimsOf(token: Record<string, unknown>): Claims | null {
  if (
    typeof token.sub !== "string" ||
    typeof token.sv !== "number" ||
    typeof token.sid !== "string"
  )
    return null;
  return {
    sub: token.sub,
    role: token.role === "admin" || token.role === "staff" ? token.role : "user",
    sv: token.sv,
    sid: token.sid,
  };
}

/** The session cookie's signed claims, without touching the database (redirects only). */
export async function readClaims(raw: string | undefined): Promise<Claims | null> {
  if (!raw) return null;
  const known = decoded.get(raw);
  if (known && fresh(known.exp)) return known.claims;
  const token = await decode({ token: raw, secret: env.AUTH_SECRET }).catch(() => null);
  const claims = token && claimsOf(token);
  if (!token || !claims) return null;
  const exp = typeof token.exp === "number" ? token.exp : Number.POSITIVE_INFINITY;
  // Oldest first out: a bounded memory, whatever cookies arrive.
  if (decoded.size >= CACHE_SIZE) decoded.delete(decoded.keys().next().value!);
  decoded.set(raw, { claims, exp });
  return claims;
}
