import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";

/**
 * A "known device" (OWASP's device cookie): set on every successful sign-in and join, signed
 * with the session secret. Its device id stays the same whichever account signs in, so the
 * browser is recognised across accounts: it names the accounts that signed in here (newest
 * first, a few at most). Guessing from elsewhere cannot slow this browser down; only wrong
 * passwords from this browser itself can (lib/auth/sign-in.ts). A join through an invitation
 * made in a browser where the inviter signed in is held (lib/referrals/join-referral.ts).
 */
export const DEVICE_COOKIE = "punchcard-device";
const DEVICE_MAX_AGE = 400 * 24 * 60 * 60;
/** Accounts a cookie remembers: a family's shared tablet, not a list that grows for ever. */
const ACCOUNTS_KEPT = 10;
// Between the account ids: a character a cookie carries as it is (a comma would be escaped).
const SEPARATOR = "~";

export type KnownDevice = {
  deviceId: string;
  /** The accounts that signed in on this browser, newest first. */
  userIds: string[];
};

function mac(userIds: string, deviceId: string): Buffer {
  return createHmac("sha256", env.AUTH_SECRET)
    .update(`known-device:${userIds}:${deviceId}`)
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
  const [userIds, deviceId, signature] = (readCookie(cookieHeader, DEVICE_COOKIE) ?? "").split(".");
  if (!userIds || !deviceId || !signature) return null;
  const expected = mac(userIds, deviceId);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { deviceId, userIds: userIds.split(SEPARATOR) };
}

/** A browser seen for the first time: a new device id, no account yet. */
export function newDevice(): KnownDevice {
  return { deviceId: randomBytes(16).toString("base64url"), userIds: [] };
}

/** The cookie to set after a sign-in: this browser's device id (or a new one), `userId` first. */
export function deviceCookie(userId: string, current: KnownDevice | null) {
  const { deviceId, userIds } = current ?? newDevice();
  const ids = [userId, ...userIds.filter((id) => id !== userId)]
    .slice(0, ACCOUNTS_KEPT)
    .join(SEPARATOR);
  return {
    name: DEVICE_COOKIE,
    value: `${ids}.${deviceId}.${mac(ids, deviceId).toString("base64url")}`,
    options: { httpOnly: true, sameSite: "lax" as const, path: "/api", maxAge: DEVICE_MAX_AGE },
  };
}
