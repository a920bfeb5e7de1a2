import { decode } from "next-auth/jwt";
import { env } from "@/lib/env";
import type { Role } from "@/lib/db/schema";

export type Claims = { sub: string; role: Role; sv: number; sid: string };

// next-auth's decode derives its key with HKDF and decrypts the JWE on every call, a large
// share of a small API request's CPU. A phone sends the same cookie with every request, so
// a decoded cookie is remembered until the token's own expiry. Nothing here is state another
// server needs (any server decodes any cookie), and the user row is still re-read on every
// request (lib/auth/session.ts), so a deleted user or a changed password still ends a session.
// The map lives on globalThis: Next bundles the proxy, each API route and the pages with their
// own copies of this module, and each copy decoding every cookie once more cost a profiled
// redemption run 3% of its CPU. The key is the whole cookie, so one user's claims can only be
// found by presenting that user's own signed cookie.
const CACHE_SIZE = 5_000;
// jose, under next-auth's decode, accepts a token until 15 s past its `exp`.
const CLOCK_TOLERANCE_SECONDS = 15;
type Decoded = Map<string, { claims: Claims; exp: number }>;
const globalForClaims = globalThis as unknown as { punchcardDecodedClaims?: Decoded };
const decoded: Decoded = (globalForClaims.punchcardDecodedClaims ??= new Map());

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
  remember(raw, claims, typeof token.exp === "number" ? token.exp : Number.POSITIVE_INFINITY);
  return claims;
}

function remember(raw: string, claims: Claims, exp: number) {
  // Oldest first out: a bounded memory, whatever cookies arrive.
  if (decoded.size >= CACHE_SIZE) decoded.delete(decoded.keys().next().value!);
  decoded.set(raw, { claims, exp });
}

/**
 * A cookie this server has just signed: its claims are known without decoding it again, so a
 * customer's first request after signing in skips the key derivation and decryption.
 */
export function rememberIssuedClaims(raw: string, token: Record<string, unknown>, exp: number) {
  const claims = claimsOf(token);
  if (claims) remember(raw, claims, exp);
}
