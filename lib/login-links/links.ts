import "server-only";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { db, type Tx } from "@/lib/db/client";
import { loginLinks, users, type User } from "@/lib/db/schema";
import { LOGIN_LINK_ERRORS } from "@/lib/auth/messages";
import { env } from "@/lib/env";
import { ApiError, type ErrorBody } from "@/lib/http/errors";
import { randomId, sha256 } from "@/lib/security/tokens";

/** The `error` values /login understands (SPEC §8). */
export type LinkFailure = keyof typeof LOGIN_LINK_ERRORS;

/**
 * A refused link: the usual error body plus the reason the auto-login screen passes on to
 * /login (also under `issues`, which the client fetcher carries through).
 */
export class LoginLinkError extends ApiError {
  constructor(readonly reason: LinkFailure) {
    super("not_found", LOGIN_LINK_ERRORS[reason], { reason });
  }

  override toBody(): ErrorBody & { reason: LinkFailure } {
    return { ...super.toBody(), reason: this.reason };
  }
}

export function loginLinkPath(token: string) {
  return `/auto-login/${token}`;
}

/**
 * Stores new one-off links for these accounts and returns their secrets. Only a hash is
 * kept, so the database alone cannot be turned into working links.
 */
export async function issueLoginLinks(
  tx: Tx,
  { userIds, createdBy }: { userIds: string[]; createdBy: string },
) {
  const expiresAt = new Date(Date.now() + env.LOGIN_LINK_DAYS * 24 * 60 * 60 * 1000);
  const tokens = userIds.map((userId) => ({ userId, token: randomId() }));
  if (tokens.length > 0) {
    await tx.insert(loginLinks).values(
      tokens.map(({ userId, token }) => ({
        tokenHash: sha256(token),
        userId,
        createdBy,
        expiresAt,
      })),
    );
  }
  return { tokens: new Map(tokens.map(({ userId, token }) => [userId, token])), expiresAt };
}

// Secrets are 22 base64url characters; anything else cannot be one of ours.
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,64}$/;

async function failureOf(tokenHash: string): Promise<LinkFailure> {
  const [link] = await db
    .select({ usedAt: loginLinks.usedAt, expiresAt: loginLinks.expiresAt, role: users.role })
    .from(loginLinks)
    .innerJoin(users, eq(users.id, loginLinks.userId))
    .where(eq(loginLinks.tokenHash, tokenHash))
    .limit(1);
  if (!link || link.usedAt || link.role !== "user") return "invalid_token";
  return link.expiresAt <= new Date() ? "expired_token" : "invalid_token";
}

/** Checks a link without using it up: the screen shows who is being signed in. */
export async function inspectLoginLink({
  token,
}: {
  token: string;
}): Promise<{ username: string }> {
  if (!TOKEN_SHAPE.test(token)) throw new LoginLinkError("invalid_token");
  const tokenHash = sha256(token);
  const [link] = await db
    .select({ username: users.username })
    .from(loginLinks)
    .innerJoin(users, eq(users.id, loginLinks.userId))
    .where(
      and(
        eq(loginLinks.tokenHash, tokenHash),
        isNull(loginLinks.usedAt),
        gt(loginLinks.expiresAt, sql`now()`),
        eq(users.role, "user"),
      ),
    )
    .limit(1);
  if (!link) throw new LoginLinkError(await failureOf(tokenHash));
  return link;
}

/**
 * Uses a link up and returns its account. The conditional update is atomic: of two
 * simultaneous exchanges of one link, exactly one signs in.
 */
export async function redeemLoginLink({ token }: { token: string }): Promise<User> {
  if (!TOKEN_SHAPE.test(token)) throw new LoginLinkError("invalid_token");
  const tokenHash = sha256(token);
  const [used] = await db
    .update(loginLinks)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(loginLinks.tokenHash, tokenHash),
        isNull(loginLinks.usedAt),
        gt(loginLinks.expiresAt, sql`now()`),
        sql`exists (select 1 from ${users} where ${users.id} = ${loginLinks.userId} and ${users.role} = 'user')`,
      ),
    )
    .returning({ userId: loginLinks.userId });
  if (!used) throw new LoginLinkError(await failureOf(tokenHash));
  const [user] = await db.select().from(users).where(eq(users.id, used.userId)).limit(1);
  if (!user) throw new LoginLinkError("user_not_found");
  return user;
}
