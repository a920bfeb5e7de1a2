import "server-only";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db } from "@/lib/db/client";
import { loginLinks, users } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";
import { CUSTOMER_NOT_FOUND } from "@/lib/rewards/messages";
import { loginLinkPath, storeLinks } from "./links";

/** A sign-in QR shown at the counter works this long, once. */
export const SIGN_IN_QR_MINUTES = 10;
/** For this long after a sign-in QR opened a session, that session may set a new password. */
export const RESET_MINUTES = 15;

/**
 * A one-off sign-in link for a customer staff looked up, for a new phone or a forgotten
 * password: 10 minutes, single use, recorded with who issued it. Only customers get one (staff
 * and admins sign in themselves), so another account's id answers as not found.
 */
/** The one-off sign-in address and when it stops working. */
export type SignInQr = { url: string; expiresAt: Date };

export async function issueSignInQr({
  customerId,
  issuedBy,
  origin,
}: {
  customerId: string;
  issuedBy: string;
  origin: string;
}): Promise<SignInQr> {
  const [customer] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, customerId), eq(users.role, "user")))
    .limit(1);
  if (!customer) throw new ApiError("not_found", CUSTOMER_NOT_FOUND);
  const expiresAt = new Date(Date.now() + SIGN_IN_QR_MINUTES * 60_000);
  const { tokens } = await storeLinks(db, {
    userIds: [customer.id],
    createdBy: issuedBy,
    expiresAt,
    purpose: "recovery",
  });
  return { url: `${origin}${loginLinkPath(tokens.get(customer.id)!)}`, expiresAt };
}

/**
 * Whether this session may set a new password without the current one: a sign-in QR opened
 * it a short while ago (the customer forgot their password or has a new phone). Any other
 * session, even of the same account, must give the current password.
 */
export async function mayResetPassword({
  userId,
  sessionId,
}: {
  userId: string;
  sessionId: string;
}): Promise<boolean> {
  const [link] = await db
    .select({ userId: loginLinks.userId })
    .from(loginLinks)
    .where(
      and(
        eq(loginLinks.userId, userId),
        eq(loginLinks.sessionId, sessionId),
        eq(loginLinks.purpose, "recovery"),
        gt(loginLinks.usedAt, sql`now() - make_interval(mins => ${RESET_MINUTES}::int)`),
      ),
    )
    .limit(1);
  return Boolean(link);
}

const issuer = alias(users, "issuer");

/** The customer's latest sign-in QRs and card links, for their page: who issued each, and its fate. */
export async function listSignInLinks({ userId, limit = 10 }: { userId: string; limit?: number }) {
  return db
    .select({
      purpose: loginLinks.purpose,
      createdAt: loginLinks.createdAt,
      expiresAt: loginLinks.expiresAt,
      usedAt: loginLinks.usedAt,
      voidedAt: loginLinks.voidedAt,
      issuedBy: issuer.username,
    })
    .from(loginLinks)
    .leftJoin(issuer, eq(issuer.id, loginLinks.createdBy))
    .where(eq(loginLinks.userId, userId))
    .orderBy(desc(loginLinks.createdAt))
    .limit(limit);
}

export type SignInLinkRow = Awaited<ReturnType<typeof listSignInLinks>>[number];
