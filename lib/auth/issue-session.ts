import "server-only";
import { randomUUID } from "node:crypto";
import { NextResponse } from "next/server";
import type { User } from "@/lib/db/schema";
import { rememberIssuedClaims } from "./claims";
import {
  SECURE_SESSION_COOKIE,
  SESSION_MAX_AGE,
  SESSION_COOKIE,
  encodeSession,
  isHttps,
  sessionCookieName,
  sessionCookieOptions,
} from "./cookie";
import { deviceCookie, knownDevice, type KnownDevice } from "./device";

/**
 * Answers a successful sign-in with a new session cookie, and marks this browser as a device
 * the account knows (lib/auth/device.ts). `status`: 201 for an account just made; `sid`: the
 * new session's id, when the caller recorded it first (a login link notes the session it opened);
 * `device`: the browser as the caller already read it (a join records its device id).
 */
export async function sessionResponse(
  request: Request,
  user: User,
  body: unknown,
  {
    status = 200,
    sid = newSessionId(),
    device = knownDevice(request.headers.get("cookie")),
  }: { status?: number; sid?: string; device?: KnownDevice | null } = {},
) {
  const secure = isHttps(request);
  const claims = {
    sub: user.id,
    name: user.username,
    role: user.role,
    sv: user.sessionVersion,
    sid,
  };
  // No later than the expiry encodeSession writes into the cookie.
  const exp = Math.floor(Date.now() / 1000) + SESSION_MAX_AGE;
  const jwt = await encodeSession(claims);
  rememberIssuedClaims(jwt, claims, exp);
  const response = NextResponse.json(body, { status });
  response.cookies.set(sessionCookieName(secure), jwt, sessionCookieOptions(secure));
  const cookie = deviceCookie(user.id, device);
  response.cookies.set(cookie.name, cookie.value, { ...cookie.options, secure });
  return response;
}

/** A session's id: signing out ends it by this id (lib/auth/sign-out.ts). */
export function newSessionId(): string {
  return randomUUID();
}

export function signedOutResponse() {
  const response = NextResponse.json({ ok: true });
  for (const name of [SESSION_COOKIE, SECURE_SESSION_COOKIE]) {
    response.cookies.set(name, "", { path: "/", maxAge: 0, httpOnly: true, sameSite: "lax" });
  }
  return response;
}
