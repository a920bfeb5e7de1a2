import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";

/**
 * A "known device" (OWASP's device cookie): set on every successful sign-in, signed with the
 * session secret and bound to the account. Guessing from elsewhere cannot slow this browser
 * down; only wrong passwords from this browser itself can (lib/auth/sign-in.ts).
 */
export const DEVICE_COOKIE = "punchcard-device";
const DEVICE_MAX_AGE = 400 * 24 * 60 * 60;

export type KnownDevice = { userId: string; deviceId: string };

function mac(userId: string, deviceId: string): Buffer {
  return createHmac("sha256", env.AUTH_SECRET)
    .update(`known-device:${userId}:${deviceId}`)
    .digest();
}

export function readCookie(header: string | null | undefined, name: string): string | undefined {
  for (const pair of (header ?? "").split(";")) {
    const [key = "", ...rest] = pair.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return undefined;
}

/** The device this request's cookie vouches for, or null when it has none or a forged one. */
export function knownDevice(cookieHeader: string | null | undefined): KnownDevice | null {
  const [userId, deviceId, signature] = (readCookie(cookieHeader, DEVICE_COOKIE) ?? "").split(".");
  if (!userId || !deviceId || !signature) return null;
  const expected = mac(userId, deviceId);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, deviceId };
}

/** The cookie to set after a sign-in: the same device id again, or a new one. */
export function deviceCookie(userId: string, current: KnownDevice | null) {
  const deviceId =
    current?.userId === userId ? current.deviceId : randomBytes(16).toString("base64url");
  return {
    name: DEVICE_COOKIE,
    value: `${userId}.${deviceId}.${mac(userId, deviceId).toString("base64url")}`,
    options: { httpOnly: true, sameSite: "lax" as const, path: "/api", maxAge: DEVICE_MAX_AGE },
  };
}
