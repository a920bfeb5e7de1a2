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
import { deviceCookie, knownDevice } from "./device";

/**
 * Answers a successful sign-in with a new session cookie, and marks this browser as a device
 * the account knows (lib/auth/device.ts). `status`: 201 for an account just made; `sid`: the
 * new session's id, when the caller recorded it first (a login link notes the session it opened).
 */
export async function sessionResponse(
  request: Request,
  user: User,
  body: unknown,
  { status = 200, sid = newSessionId() }: { status?: number; sid?: string } = {},
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
  const device = deviceCookie(user.id, knownDevice(request.headers.get("cookie")));
  response.cookies.set(device.name, device.value, { ...device.options, secure });
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
