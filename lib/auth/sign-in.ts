import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { isForeignKeyViolation } from "@/lib/db/errors";
import { knownSignIns, users } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";
import { clientIpFrom } from "@/lib/http/client-ip";
import {
  clear,
  giveBack,
  takeAttempt,
  waitMessage,
  type Slot,
  type Slowdown,
} from "@/lib/security/rate-limit";
import { knownDevice, type KnownDevice } from "./device";
import { decoyVerify, verifyPassword } from "./password";

// OWASP's guidance: throttle by account and by address, slow down instead of locking out,
// and let a device or address that signed in before keep working whatever others guess.
const MINUTE = 60;
/** One account from one address: 5 tries, then 30 s, 1, 2, 4 … up to 15 minutes apart. */
export const PAIR_LIMIT: Slowdown = {
  limit: 5,
  windowSeconds: 15 * MINUTE,
  firstDelaySeconds: 30,
  maxDelaySeconds: 15 * MINUTE,
};
/** One address, any accounts (password spraying): 30 tries, then slower and slower. */
export const ADDRESS_LIMIT: Slowdown = {
  limit: 30,
  windowSeconds: 15 * MINUTE,
  firstDelaySeconds: MINUTE,
  maxDelaySeconds: 15 * MINUTE,
};
/** One account from devices and addresses it never signed in from, together. */
export const ACCOUNT_LIMIT: Slowdown = {
  limit: 5,
  windowSeconds: 15 * MINUTE,
  firstDelaySeconds: 30,
  maxDelaySeconds: 15 * MINUTE,
};
/** One known device: its cookie helps the owner, not someone who copied it. */
export const DEVICE_LIMIT: Slowdown = PAIR_LIMIT;
// How long an address stays "signed in from before".
const KNOWN_ADDRESS_DAYS = 90;

export const TOO_MANY_SIGN_INS = "errors.auth.tooManySignIns";
const INVALID_CREDENTIALS = "errors.auth.invalidCredentials";
const OWN_COUNTERS = /^login:(pair|device|passkey):/;

export type SignInClient = { ip: string; device: KnownDevice | null };

/** Who is signing in, from a request's headers (our login call or next-auth's). */
export function signInClient(get: (name: string) => string | null | undefined): SignInClient {
  return { ip: clientIpFrom(get), device: knownDevice(get("cookie")) };
}

async function knownAddress(userId: string, ip: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: knownSignIns.userId })
    .from(knownSignIns)
    .where(
      and(
        eq(knownSignIns.userId, userId),
        eq(knownSignIns.address, ip),
        sql`${knownSignIns.lastAt} > now() - make_interval(days => ${KNOWN_ADDRESS_DAYS}::int)`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Which counters this attempt counts against, by how well the account knows the client. */
async function slotsFor(
  username: string,
  userId: string | undefined,
  { ip, device }: SignInClient,
): Promise<Slot[]> {
  // The browser is known to this account: its counter is the pair's, not shared with other
  // accounts that signed in on the same browser.
  if (userId && device?.userIds.includes(userId)) {
    return [{ key: `login:device:${userId}:${device.deviceId}`, rule: DEVICE_LIMIT }];
  }
  const pair: Slot = { key: `login:pair:${username}|${ip}`, rule: PAIR_LIMIT };
  // A known address counts only against its own counter: once this account has signed in
  // from it, others failing there (a shop's Wi-Fi, a carrier's NAT) no longer hold it back,
  // and a success is not followed by the address's wait again and again.
  if (userId && (await knownAddress(userId, ip))) return [pair];
  return [
    pair,
    { key: `login:ip:${ip}`, rule: ADDRESS_LIMIT },
    { key: `login:user:${username}`, rule: ACCOUNT_LIMIT },
  ];
}

/**
 * Checks a username and password. The attempt is counted before the password is checked,
 * in one statement per counter, so a burst of parallel guesses gets no more checks than the
 * limit allows.
 */
export async function checkCredentials({
  username,
  password,
  ip,
  device = null,
}: {
  username: string;
  password: string;
  ip: string;
  device?: KnownDevice | null;
}) {
  const [user] = await db.select().from(users).where(eq(users.username, username)).limit(1);
  const slots = await slotsFor(username, user?.id, { ip, device });
  const wait = await takeAttempt(slots);
  if (wait > 0) throw new ApiError("rate_limited", waitMessage(TOO_MANY_SIGN_INS, wait));

  const ok = user
    ? await verifyPassword(user.passwordHash, password)
    : (await decoyVerify(password), false);
  if (!user || !ok) throw new ApiError("unauthorized", INVALID_CREDENTIALS);

  await settleSignIn({ slots, userId: user.id, ip });
  return user;
}

/**
 * After a successful sign-in (a password or a passkey): this client's own counters on the
 * account (`login:pair:`, `login:device:`, `login:passkey:`) forget their failures; on the
 * counters it shares with others (its address, the account) it only gives back its own
 * attempt. The address becomes one the account knows.
 */
export async function settleSignIn({
  slots,
  userId,
  ip,
}: {
  slots: Slot[];
  userId: string;
  ip: string;
}): Promise<void> {
  const own = slots.filter((s) => OWN_COUNTERS.test(s.key)).map((s) => s.key);
  const shared = slots.filter((s) => !OWN_COUNTERS.test(s.key)).map((s) => s.key);
  await Promise.all([
    ...own.map((key) => clear(key)),
    giveBack(shared),
    rememberAddress(userId, ip),
  ]);
}

/**
 * The address now counts as one this account signs in from. An account deleted while its
 * password was being checked is not signed in to: the same answer as a wrong password.
 */
async function rememberAddress(userId: string, ip: string) {
  try {
    await db
      .insert(knownSignIns)
      .values({ userId, address: ip })
      .onConflictDoUpdate({
        target: [knownSignIns.userId, knownSignIns.address],
        set: { lastAt: sql`now()` },
      });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new ApiError("unauthorized", INVALID_CREDENTIALS);
    throw error;
  }
}
