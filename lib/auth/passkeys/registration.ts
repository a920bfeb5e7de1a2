import "server-only";
import { randomUUID } from "node:crypto";
import {
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type PublicKeyCredentialCreationOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { eq } from "drizzle-orm";
import type { SessionUser } from "@/lib/auth/session";
import { ADDRESS_LIMIT } from "@/lib/auth/sign-in";
import { db } from "@/lib/db/client";
import { passkeys } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";
import { clientIp } from "@/lib/http/client-ip";
import { takeAttempt, waitMessage } from "@/lib/security/rate-limit";
import type { RegistrationResponse } from "@/lib/auth/passkeys/schema";
import { CHALLENGE_SECONDS, signedChallenge, storeChallenge, takeChallenge } from "./challenges";
import { deviceName } from "@/lib/http/device-name";
import { PASSKEY_ALREADY_ADDED, PASSKEY_NOT_ADDED, TOO_MANY_NEW_PASSKEYS } from "./messages";
import { passkeyListColumns, type PasskeyListItem } from "./queries";
import { relyingParty } from "./relying-party";
import { userHandleBytes } from "./user-handle";

/** The row a verified registration makes, for POST /api/passkeys/register or a join to insert. */
export type NewPasskey = typeof passkeys.$inferInsert;

// A passkey stored on the phone (discoverable), so the phone can offer it with no username
// typed; the phone's own lock (Face ID, fingerprint) when it has one. Attestation "none": we
// do not restrict which authenticators customers use, so we do not ask who made theirs.
const authenticatorSelection = {
  residentKey: "required",
  requireResidentKey: true,
  userVerification: "preferred",
} as const;

// Ed25519, ES256 and RS256: what phones, computers and security keys make. Named, because on
// Node 24 the library would also offer the post-quantum ML-DSA algorithms, which Node marks
// experimental and whose 2-4 KB signatures a phone's authenticator may then choose.
const SUPPORTED_ALGORITHMS = [-8, -7, -257];

async function ownCredentials(userId: string) {
  return db
    .select({ id: passkeys.id, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, userId));
}

/** Options to add a passkey to the signed-in account; the ones it has are excluded. */
export async function registrationOptions({
  req,
  user,
}: {
  req: Request;
  user: SessionUser;
}): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const [rp, existing] = await Promise.all([relyingParty(req), ownCredentials(user.id)]);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.username,
    userDisplayName: user.name || user.username,
    userID: userHandleBytes(user.id),
    timeout: CHALLENGE_SECONDS * 1000,
    attestationType: "none",
    supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
    excludeCredentials: existing,
    authenticatorSelection: { ...authenticatorSelection },
  });
  await storeChallenge({ challenge: options.challenge, purpose: "register", userId: user.id });
  return options;
}

/**
 * Options for a visitor about to join at the counter with a passkey. The account does not
 * exist yet: the challenge carries the id it will get, which is the passkey's user handle. The
 * browser fills in the username the visitor chose (lib/auth/passkeys/browser.ts). Limited per
 * client address like sign-in, since anyone may ask.
 *
 * Joining through an invitation, the inviter's passkeys are excluded: an authenticator that
 * holds one refuses (InvalidStateError), which is the only sign WebAuthn gives that the
 * "friend" is the inviter's own phone. The join screen then asks again with
 * `sameAuthenticator`, and the challenge keeps that on the server, so the join it makes is
 * held as a self-invitation (docs/referrals.md). `inviterOf` reads the invitation's inviter
 * (lib/referrals, which sits above lib/auth: lib/users/join-passkey.ts passes it in).
 */
export async function joinRegistrationOptions({
  req,
  invite,
  sameAuthenticator = false,
  inviterOf,
}: {
  req: Request;
  invite?: string;
  sameAuthenticator?: boolean;
  inviterOf: (invite: string) => Promise<string | null>;
}): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const wait = await takeAttempt([{ key: `passkey:join:${clientIp(req)}`, rule: ADDRESS_LIMIT }]);
  if (wait > 0) throw ApiError.retryLater(waitMessage(TOO_MANY_NEW_PASSKEYS, wait), wait);
  const inviterId = invite && !sameAuthenticator ? await inviterOf(invite) : null;
  const [rp, excluded] = await Promise.all([
    relyingParty(req),
    inviterId ? ownCredentials(inviterId) : [],
  ]);
  const userId = randomUUID();
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: "",
    userID: userHandleBytes(userId),
    timeout: CHALLENGE_SECONDS * 1000,
    attestationType: "none",
    supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
    excludeCredentials: excluded,
    authenticatorSelection: { ...authenticatorSelection },
  });
  await storeChallenge({
    challenge: options.challenge,
    purpose: "join",
    userId,
    sameAuthenticator: Boolean(invite) && sameAuthenticator,
  });
  return options;
}

/** Verifies a registration against a challenge already taken; the passkey row, not stored. */
async function verifiedPasskey({
  req,
  response,
  challenge,
  userId,
  name,
}: {
  req: Request;
  response: RegistrationResponse;
  challenge: string;
  userId: string;
  name?: string;
}): Promise<NewPasskey> {
  const rp = await relyingParty(req);
  let result;
  try {
    result = await verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      // "preferred": a security key without a PIN may still be added.
      requireUserVerification: false,
    });
  } catch {
    // The library's reasons (wrong origin, wrong relying party, a malformed key) are for
    // developers; the person is told it did not work.
    throw new ApiError("bad_request", PASSKEY_NOT_ADDED);
  }
  if (!result.verified) throw new ApiError("bad_request", PASSKEY_NOT_ADDED);
  const { credential, credentialBackedUp } = result.registrationInfo;
  return {
    id: credential.id,
    userId,
    publicKey: Buffer.from(credential.publicKey),
    counter: credential.counter,
    transports: credential.transports ?? [],
    backedUp: credentialBackedUp,
    deviceName: name || deviceName(req.headers.get("user-agent")),
  };
}

/** Adds a passkey to the signed-in account, from the answer to its "register" challenge. */
export async function addPasskey({
  req,
  user,
  response,
  name,
}: {
  req: Request;
  user: SessionUser;
  response: RegistrationResponse;
  name?: string;
}): Promise<PasskeyListItem> {
  const challenge = signedChallenge(response.response.clientDataJSON);
  await takeChallenge({ challenge, purpose: "register", userId: user.id });
  const row = await verifiedPasskey({ req, response, challenge, userId: user.id, name });
  const [added] = await db
    .insert(passkeys)
    .values(row)
    .onConflictDoNothing()
    .returning(passkeyListColumns);
  if (!added) throw new ApiError("conflict", PASSKEY_ALREADY_ADDED);
  return added;
}

/**
 * For joining at the counter with a passkey: uses up the visitor's "join" challenge and
 * verifies the new passkey, WITHOUT storing anything. Answers the id the new account must get
 * (the passkey's user handle) and the passkey row, so the join creates the account with that
 * id and inserts the row in its own transaction. Throws a 400 ApiError when the challenge is
 * unknown, used or expired or the passkey does not verify.
 */
export async function verifyJoinRegistration({
  req,
  response,
}: {
  req: Request;
  response: RegistrationResponse;
}): Promise<{ userId: string; passkey: NewPasskey; sameAuthenticator: boolean }> {
  const challenge = signedChallenge(response.response.clientDataJSON);
  const { userId, sameAuthenticator } = await takeChallenge({ challenge, purpose: "join" });
  if (!userId) throw new ApiError("bad_request", PASSKEY_NOT_ADDED);
  const passkey = await verifiedPasskey({ req, response, challenge, userId });
  return { userId, passkey, sameAuthenticator };
}
