import "server-only";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { db, type Db, type Tx } from "@/lib/db/client";
import { loginLinks, passkeys, users, type LoginLink, type User } from "@/lib/db/schema";
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
  return storeLinks(tx, { userIds, createdBy, expiresAt, purpose: "card" });
}

export async function storeLinks(
  tx: Tx | Db,
  {
    userIds,
    createdBy,
    expiresAt,
    purpose,
  }: { userIds: string[]; createdBy: string; expiresAt: Date; purpose: LoginLink["purpose"] },
) {
  const tokens = userIds.map((userId) => ({ userId, token: randomId() }));
  if (tokens.length > 0) {
    await tx.insert(loginLinks).values(
      tokens.map(({ userId, token }) => ({
        tokenHash: sha256(token),
        purpose,
        userId,
        createdBy,
        expiresAt,
      })),
    );
  }
  return { tokens: new Map(tokens.map(({ userId, token }) => [userId, token])), expiresAt };
}

/**
 * Whether the link's account is one its kind may sign in: a customer by a card's link or a
 * sign-in QR, a staff member by the counter's QR only; never an admin (SQL over the link joined
 * to its account).
 */
const signsInItsRole = sql<boolean>`((${users.role} = 'user' and ${loginLinks.purpose} <> 'counter')
  or (${users.role} = 'staff' and ${loginLinks.purpose} = 'counter'))`;

// Secrets are 22 base64url characters; anything else cannot be one of ours.
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,64}$/;

async function failureOf(tokenHash: string): Promise<LinkFailure> {
  const [link] = await db
    .select({
      usedAt: loginLinks.usedAt,
      voidedAt: loginLinks.voidedAt,
      expiresAt: loginLinks.expiresAt,
      fits: signsInItsRole,
    })
    .from(loginLinks)
    .innerJoin(users, eq(users.id, loginLinks.userId))
    .where(eq(loginLinks.tokenHash, tokenHash))
    .limit(1);
  if (!link || link.usedAt || link.voidedAt || !link.fits) return "invalid_token";
  return link.expiresAt <= new Date() ? "expired_token" : "invalid_token";
}

/** A link that can still sign its customer in: unused, not taken back, within its lifetime. */
const usable = (tokenHash: string) =>
  and(
    eq(loginLinks.tokenHash, tokenHash),
    isNull(loginLinks.usedAt),
    isNull(loginLinks.voidedAt),
    gt(loginLinks.expiresAt, sql`now()`),
  );

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
    .where(and(usable(tokenHash), signsInItsRole))
    .limit(1);
  if (!link) throw new LoginLinkError(await failureOf(tokenHash));
  return link;
}

/**
 * Uses a link up and returns its account and what the link was for; `sessionId` is the
 * session it opens, noted on the link (see mayResetPassword). The conditional update is
 * atomic: of two simultaneous exchanges of one link, exactly one signs in.
 */
export async function redeemLoginLink({
  token,
  sessionId,
}: {
  token: string;
  sessionId: string;
}): Promise<{ user: User; purpose: LoginLink["purpose"] }> {
  if (!TOKEN_SHAPE.test(token)) throw new LoginLinkError("invalid_token");
  const tokenHash = sha256(token);
  const [used] = await db
    .update(loginLinks)
    .set({ usedAt: sql`now()`, sessionId })
    .where(
      and(
        usable(tokenHash),
        sql`exists (select 1 from ${users} where ${users.id} = ${loginLinks.userId} and ${signsInItsRole})`,
      ),
    )
    .returning({ userId: loginLinks.userId, purpose: loginLinks.purpose });
  if (!used) throw new LoginLinkError(await failureOf(tokenHash));
  const [user] = await db.select().from(users).where(eq(users.id, used.userId)).limit(1);
  if (!user) throw new LoginLinkError("user_not_found");
  return { user, purpose: used.purpose };
}

/**
 * Where a used link lands its account: the counter's QR on the counter display. Securing the account first (add a passkey or set a
 * password, /user/secure) after a sign-in QR from the counter, and after a card's link to an
 * account nothing else opens (an imported customer without a password or a passkey): the link
 * is spent now, and when the session ends they would be locked out again. Else (and for the
 * owner's test customer) their card.
 */
export async function linkLanding({
  user,
  purpose,
}: {
  user: Pick<User, "id" | "passwordHash" | "isTest">;
  purpose: LoginLink["purpose"];
}): Promise<"/user/secure" | "/user/dashboard" | "/counter"> {
  if (purpose === "counter") return "/counter";
  // The owner's test customer (the setup guide's first punch) is never secured: the guide makes
  // a new QR whenever the owner wants the card again, so the phone goes straight to it.
  if (user.isTest) return "/user/dashboard";
  if (purpose === "recovery") return "/user/secure";
  if (user.passwordHash) return "/user/dashboard";
  const [passkey] = await db
    .select({ id: passkeys.id })
    .from(passkeys)
    .where(eq(passkeys.userId, user.id))
    .limit(1);
  return passkey ? "/user/dashboard" : "/user/secure";
}

/**
 * Takes back an account's unused links: its password or role changed, so a link issued
 * before must not sign anyone in (a stolen card after a new password, a link refused while
 * the account was staff that would work again after a demotion).
 */
export async function voidOpenLinks(tx: Tx, userId: string): Promise<void> {
  await tx
    .update(loginLinks)
    .set({ voidedAt: sql`now()` })
    .where(
      and(eq(loginLinks.userId, userId), isNull(loginLinks.usedAt), isNull(loginLinks.voidedAt)),
    );
}
