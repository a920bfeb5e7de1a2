import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import type { webauthnChallenges } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";
import { PASSKEY_ANSWER_INVALID, PASSKEY_TIMED_OUT } from "./messages";

export type ChallengePurpose = (typeof webauthnChallenges.$inferSelect)["purpose"];

/** How long a ceremony may take, from the options to the answer. */
export const CHALLENGE_SECONDS = 5 * 60;

/**
 * Keeps a challenge the server just sent, in the database: the answer may reach any app
 * server. Expired challenges are swept in the same statement, so the table holds only the
 * last few minutes' ceremonies.
 */
export async function storeChallenge({
  challenge,
  purpose,
  userId = null,
  sameAuthenticator = false,
}: {
  challenge: string;
  purpose: ChallengePurpose;
  userId?: string | null;
  /** A join's second try, after the authenticator turned out to hold the inviter's passkey. */
  sameAuthenticator?: boolean;
}): Promise<void> {
  await db.execute(sql`
    with swept as (delete from webauthn_challenges where expires_at < now())
    insert into webauthn_challenges (challenge, purpose, user_id, expires_at, same_authenticator)
    values (${challenge}, ${purpose}, ${userId}::uuid,
      now() + make_interval(secs => ${CHALLENGE_SECONDS}::int), ${sameAuthenticator})`);
}

/** The challenge the browser signed, read from its client data (base64url JSON). */
export function signedChallenge(clientDataJSON: string): string {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, "base64url").toString("utf8"));
    const challenge = (data as { challenge?: unknown } | null)?.challenge;
    if (typeof challenge === "string" && challenge.length > 0 && challenge.length <= 512) {
      return challenge;
    }
  } catch {
    // not JSON: answered below
  }
  throw new ApiError("bad_request", PASSKEY_ANSWER_INVALID);
}

/**
 * Uses a challenge up: it is deleted as it is read, so a second answer to it (a replayed
 * assertion, two servers racing) finds nothing. Only an unexpired challenge of this purpose
 * (and, when given, made for this account) counts. Answers the account it was made for.
 */
export async function takeChallenge({
  challenge,
  purpose,
  userId,
}: {
  challenge: string;
  purpose: ChallengePurpose;
  userId?: string;
}): Promise<{ userId: string | null; sameAuthenticator: boolean }> {
  const forUser = userId === undefined ? sql`true` : sql`user_id = ${userId}::uuid`;
  const taken = await db.execute<{ user_id: string | null; same_authenticator: boolean }>(sql`
    delete from webauthn_challenges
    where challenge = ${challenge} and purpose = ${purpose} and ${forUser}
      and expires_at > now()
    returning user_id, same_authenticator`);
  const row = taken.rows[0];
  if (!row)
    throw new ApiError(purpose === "login" ? "unauthorized" : "bad_request", PASSKEY_TIMED_OUT);
  return { userId: row.user_id, sameAuthenticator: row.same_authenticator };
}
