import "server-only";
import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/server";
import { and, eq, sql } from "drizzle-orm";
import type { SessionUser } from "@/lib/auth/session";
import { ADDRESS_LIMIT, PAIR_LIMIT, TOO_MANY_SIGN_INS, settleSignIn } from "@/lib/auth/sign-in";
import { db } from "@/lib/db/client";
import { passkeys, users, type Passkey, type User } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";
import { clientIp } from "@/lib/http/client-ip";
import { takeAttempt, waitMessage, type Slot } from "@/lib/security/rate-limit";
import type { AuthenticationResponse } from "@/lib/auth/passkeys/schema";
import { CHALLENGE_SECONDS, signedChallenge, storeChallenge, takeChallenge } from "./challenges";
import { PASSKEY_NOT_VERIFIED, PASSKEY_UNKNOWN } from "./messages";
import { relyingParty } from "./relying-party";
import { userIdOfHandle } from "./user-handle";

/** One passkey's failed sign-ins, from anywhere: as many as one account from one address. */
export const PASSKEY_LIMIT = PAIR_LIMIT;

/**
 * Options to sign in with any passkey of this site: no list of credentials, so the phone
 * offers the passkeys it holds (and the browser can offer them in the username's autofill).
 */
export async function loginOptions({
  req,
}: {
  req: Request;
}): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const rp = await relyingParty(req);
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: [],
    userVerification: "preferred",
    timeout: CHALLENGE_SECONDS * 1000,
  });
  await storeChallenge({ challenge: options.challenge, purpose: "login" });
  return options;
}

/**
 * Options for the signed-in person to confirm something with one of their own passkeys (such
 * as deleting their account without a password): only their passkeys are offered, and the
 * challenge is good for their account only (verifyConfirmation).
 */
export async function confirmOptions({
  req,
  user,
}: {
  req: Request;
  user: SessionUser;
}): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const [rp, own] = await Promise.all([
    relyingParty(req),
    db
      .select({ id: passkeys.id, transports: passkeys.transports })
      .from(passkeys)
      .where(eq(passkeys.userId, user.id)),
  ]);
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: own,
    userVerification: "preferred",
    timeout: CHALLENGE_SECONDS * 1000,
  });
  await storeChallenge({ challenge: options.challenge, purpose: "confirm", userId: user.id });
  return options;
}

/**
 * Checks an assertion against a stored passkey and records its use. The signature counter must
 * have risen (unless the authenticator keeps none: both 0), checked again in the update itself,
 * so two answers racing with the same counter cannot both pass. A passkey removed meanwhile
 * matches no row: it stops working at once.
 */
async function verifyAssertion({
  req,
  response,
  challenge,
  passkey,
}: {
  req: Request;
  response: AuthenticationResponse;
  challenge: string;
  passkey: Passkey;
}): Promise<void> {
  // The phone hands back the account the passkey was made for: it must be this passkey's.
  const handle = response.response.userHandle;
  if (handle && userIdOfHandle(handle) !== passkey.userId) {
    throw new ApiError("unauthorized", PASSKEY_NOT_VERIFIED);
  }
  const rp = await relyingParty(req);
  let info;
  try {
    const result = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.id,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      // "preferred", as the options asked: a security key without a PIN still signs in.
      requireUserVerification: false,
    });
    if (!result.verified) throw new Error("signature");
    info = result.authenticationInfo;
  } catch {
    throw new ApiError("unauthorized", PASSKEY_NOT_VERIFIED);
  }
  const used = await db
    .update(passkeys)
    .set({
      counter: info.newCounter,
      backedUp: info.credentialBackedUp,
      lastUsedAt: sql`now()`,
    })
    .where(
      and(
        eq(passkeys.id, passkey.id),
        eq(passkeys.userId, passkey.userId),
        sql`(${passkeys.counter} < ${info.newCounter} or (${passkeys.counter} = 0 and ${info.newCounter}::bigint = 0))`,
      ),
    )
    .returning({ id: passkeys.id });
  if (used.length === 0) throw new ApiError("unauthorized", PASSKEY_NOT_VERIFIED);
}

async function findPasskey(id: string): Promise<Passkey | null> {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.id, id)).limit(1);
  return row ?? null;
}

/**
 * Signs in with a passkey: the answer to a "login" challenge. Throttled like a password
 * sign-in (lib/auth/sign-in.ts): the attempt is counted against the client's address and the
 * passkey before anything is checked, and a success gives it back. Answers the account.
 */
export async function signInWithPasskey({
  req,
  response,
}: {
  req: Request;
  response: AuthenticationResponse;
}): Promise<User> {
  const ip = clientIp(req);
  const slots: Slot[] = [
    { key: `login:ip:${ip}`, rule: ADDRESS_LIMIT },
    { key: `login:passkey:${response.id}`, rule: PASSKEY_LIMIT },
  ];
  const wait = await takeAttempt(slots);
  if (wait > 0) throw ApiError.retryLater(waitMessage(TOO_MANY_SIGN_INS, wait), wait);

  const challenge = signedChallenge(response.response.clientDataJSON);
  await takeChallenge({ challenge, purpose: "login" });
  const passkey = await findPasskey(response.id);
  if (!passkey) throw new ApiError("unauthorized", PASSKEY_UNKNOWN);
  await verifyAssertion({ req, response, challenge, passkey });
  const [user] = await db.select().from(users).where(eq(users.id, passkey.userId)).limit(1);
  // The account was deleted in the moment since: its passkeys went with it.
  if (!user) throw new ApiError("unauthorized", PASSKEY_UNKNOWN);
  await settleSignIn({ slots, userId: user.id, ip });
  return user;
}

/**
 * Checks that an answer to a "confirm" challenge (POST /api/passkeys/login/options while
 * signed in) comes from one of this account's own passkeys, such as before deleting the
 * account without a password. Throws a 400 ApiError when it does not.
 */
export async function verifyConfirmation({
  req,
  userId,
  response,
}: {
  req: Request;
  userId: string;
  response: AuthenticationResponse;
}): Promise<void> {
  const challenge = signedChallenge(response.response.clientDataJSON);
  await takeChallenge({ challenge, purpose: "confirm", userId });
  const passkey = await findPasskey(response.id);
  if (!passkey || passkey.userId !== userId) {
    throw new ApiError("bad_request", PASSKEY_NOT_VERIFIED);
  }
  try {
    await verifyAssertion({ req, response, challenge, passkey });
  } catch (error) {
    // Not a sign-in: the session is fine, the confirmation is not.
    if (error instanceof ApiError) throw new ApiError("bad_request", error.message);
    throw error;
  }
}
