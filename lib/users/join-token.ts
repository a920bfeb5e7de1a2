import "server-only";
import { eq } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db/client";
import { punchTokens, type PunchToken } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";
import { INVALID_TOKEN, TOKEN_EXPIRED } from "@/lib/rewards/messages";
import { readShortCode } from "@/lib/security/short-code";

type Seen = Pick<PunchToken, "usedAt" | "ownerId" | "expiresAt" | "voidedAt"> | undefined;

/**
 * Why a token cannot make a new account, or null when it can: only a valid, unused, unexpired
 * shop token does, so every self-made account stands for a visit. A level-up token belongs to
 * a customer already and looks unknown; a used one is gone (410), as is an expired one or one
 * of a voided sheet. A used one answers its own code: a visitor who held it a moment ago lost
 * the race for it to someone else, and the join form says so and asks for the next one.
 */
export function joinRefusal(token: Seen, now = new Date()): ApiError | null {
  if (!token || token.ownerId) return new ApiError("not_found", INVALID_TOKEN);
  if (token.usedAt) return new ApiError("token_used", INVALID_TOKEN);
  if (token.voidedAt || (token.expiresAt && token.expiresAt <= now)) {
    return new ApiError("gone", TOKEN_EXPIRED);
  }
  return null;
}

/** By its long id (the QR) or its short typed form. */
function select(on: Db | Tx, tokenId: string) {
  const code = readShortCode(tokenId);
  return on
    .select({
      id: punchTokens.id,
      usedAt: punchTokens.usedAt,
      ownerId: punchTokens.ownerId,
      expiresAt: punchTokens.expiresAt,
      voidedAt: punchTokens.voidedAt,
    })
    .from(punchTokens)
    .where(code ? eq(punchTokens.code, code) : eq(punchTokens.id, tokenId));
}

/** The join screen's look at a token, without locking it: its refusal, or null. */
export async function inspectJoinToken(on: Db, tokenId: string): Promise<ApiError | null> {
  const [token] = await select(on, tokenId).limit(1);
  return joinRefusal(token);
}

/**
 * Locks the token a join spends, first, as every redemption does; throws its refusal, else
 * answers the token's id (the visitor may have typed its short form).
 */
export async function lockJoinToken(tx: Tx, tokenId: string): Promise<string> {
  const [token] = await select(tx, tokenId).for("update");
  const refusal = joinRefusal(token);
  if (refusal) throw refusal;
  return token!.id;
}
