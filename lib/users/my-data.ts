import "server-only";
import { asc, eq, inArray, sql } from "drizzle-orm";
import { SIGN_IN_TO_CONTINUE } from "@/lib/auth/messages";
import { verifyConfirmation } from "@/lib/auth/passkeys/authentication";
import type { SessionUser } from "@/lib/auth/session";
import { verifyPassword } from "@/lib/auth/password";
import { db } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import {
  products,
  punchCards,
  reviews,
  rewardLedger,
  ticketMessages,
  tickets,
  users,
  verificationCodes,
  walletDevices,
  walletPasses,
} from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";
import { exportMessagesData } from "@/lib/messaging/my-data";
import type { AuthenticationResponse } from "@/lib/auth/passkeys/schema";
import { countHit, holdLimit, limited, type Limit } from "@/lib/security/rate-limit";
import { removeAccount } from "./accounts";
import { USER_NOT_FOUND } from "./messages";
import { getSignInMethods } from "./sign-in-methods";
import {
  ADMIN_CANNOT_SELF_DELETE,
  ENTER_PASSWORD,
  INCORRECT_PASSWORD,
  STAFF_CANNOT_SELF_DELETE,
  TYPE_USERNAME,
  USERNAME_DIFFERS,
} from "./my-data-schema";

/**
 * Everything the shop keeps about one customer, as they may take it away (GDPR art. 15/20).
 * Every query is filtered by their own id; no password hash, session or sign-in data, and
 * no other person's id (who made an adjustment stays with the shop).
 */
export async function exportMyData(userId: string) {
  const [profile] = await db
    .select({
      id: users.id,
      username: users.username,
      name: users.name,
      role: users.role,
      level: users.level,
      xp: users.xp,
      earningBlockedAt: users.earningBlockedAt,
      memberCode: users.memberCode,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!profile) throw new ApiError("not_found", USER_NOT_FOUND);

  const passes = await db
    .select({
      id: walletPasses.id,
      kind: walletPasses.kind,
      createdAt: walletPasses.createdAt,
      savedAt: walletPasses.savedAt,
      removedAt: walletPasses.removedAt,
      devices: sql<number>`(select count(*)::int from ${walletDevices} d where d.pass_id = ${walletPasses.id})`,
    })
    .from(walletPasses)
    .where(eq(walletPasses.userId, userId));

  const [card] = await db
    .select({
      punches: punchCards.punches,
      isComplete: punchCards.isComplete,
      cardsCompleted: punchCards.cycle,
      lastResetAt: punchCards.resetAt,
      lastPunchAt: punchCards.lastPunchAt,
    })
    .from(punchCards)
    .where(eq(punchCards.userId, userId));

  const ledger = await db
    .select({
      id: rewardLedger.id,
      reason: rewardLedger.reason,
      punchDelta: rewardLedger.punchDelta,
      xpDelta: rewardLedger.xpDelta,
      product: products.name,
      voidsEntryId: rewardLedger.voidsEntryId,
      note: rewardLedger.note,
      createdAt: rewardLedger.createdAt,
    })
    .from(rewardLedger)
    .leftJoin(verificationCodes, eq(verificationCodes.id, rewardLedger.codeId))
    .leftJoin(products, eq(products.id, verificationCodes.productId))
    .where(eq(rewardLedger.userId, userId))
    .orderBy(asc(rewardLedger.createdAt), asc(rewardLedger.id));

  const ownTickets = await db
    .select({
      id: tickets.id,
      subject: tickets.subject,
      status: tickets.status,
      createdAt: tickets.createdAt,
      updatedAt: tickets.updatedAt,
    })
    .from(tickets)
    .where(eq(tickets.userId, userId))
    .orderBy(asc(tickets.createdAt));
  const messages = ownTickets.length
    ? await db
        .select({
          ticketId: ticketMessages.ticketId,
          from: ticketMessages.userName,
          fromShop: ticketMessages.isAdmin,
          message: ticketMessages.message,
          createdAt: ticketMessages.createdAt,
        })
        .from(ticketMessages)
        .where(
          inArray(
            ticketMessages.ticketId,
            ownTickets.map((t) => t.id),
          ),
        )
        .orderBy(asc(ticketMessages.createdAt))
    : [];

  const ownReviews = await db
    .select({
      product: reviews.productName,
      rating: reviews.rating,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .where(eq(reviews.userId, userId))
    .orderBy(asc(reviews.createdAt));

  const messagesData = await exportMessagesData(userId);

  return {
    exportedAt: new Date().toISOString(),
    profile,
    card: card ?? null,
    ledger,
    tickets: ownTickets.map((t) => ({
      ...t,
      messages: messages
        .filter((m) => m.ticketId === t.id)
        .map((m) => ({
          from: m.from,
          fromShop: m.fromShop,
          message: m.message,
          createdAt: m.createdAt,
        })),
    })),
    reviews: ownReviews,
    ...messagesData,
    // The wallet passes of their card, and the iPhones each is registered on (by count: a
    // device's identifiers are Apple's, not the customer's words).
    walletPasses: passes.map((p) => ({
      wallet: p.kind,
      serialNumber: p.id,
      memberCode: profile.memberCode,
      devices: p.devices,
      addedAt: p.createdAt,
      savedAt: p.savedAt,
      removedAt: p.removedAt,
    })),
  };
}

// Wrong passwords per account when deleting it: a stolen session cannot guess its way further.
export const DELETE_PASSWORD_LIMIT: Limit = { limit: 5, windowSeconds: 15 * 60 };

/**
 * A customer deletes their own account: the password is checked first, under an account-wide
 * limit of wrong passwords, then the account goes exactly as an admin's deletion removes it.
 * Admins and staff are refused: the shop keeps an owner, and staff accounts are the owner's.
 *
 * A customer without a password (joined with a passkey) confirms with one of their passkeys,
 * or by typing their username.
 *
 * Sent twice (two taps, two tabs), the account goes once and every other request finds its
 * session ended with it: 401, as any request after the deletion would.
 */
export async function deleteMyAccount({
  req,
  user,
  password,
  confirm,
  passkey,
}: {
  req: Request;
  user: SessionUser;
  password?: string;
  confirm?: string;
  passkey?: AuthenticationResponse;
}): Promise<void> {
  if (user.role === "admin") throw new ApiError("forbidden", ADMIN_CANNOT_SELF_DELETE);
  if (user.role !== "user") throw new ApiError("forbidden", STAFF_CANNOT_SELF_DELETE);
  const methods = await getSignInMethods(user.id);
  // Deleted by a request of the same session that came first: sign in, not "type your username".
  if (!methods.exists) throw signInAgain();
  if (methods.hasPassword) await confirmWithPassword(user, password);
  else if (passkey) await verifyConfirmation({ req, userId: user.id, response: passkey });
  else if (!confirm) throw new ApiError("bad_request", TYPE_USERNAME);
  else if (confirm !== user.username) throw new ApiError("bad_request", USERNAME_DIFFERS);
  try {
    await removeAccount(user.id);
  } catch (error) {
    if (error instanceof ApiError && error.code === "not_found") throw signInAgain();
    throw error;
  }
}

const signInAgain = () => new ApiError("unauthorized", SIGN_IN_TO_CONTINUE);

/**
 * The account's own password, under an account-wide limit of wrong passwords. The checks of
 * one account take turns on the limit's row (nothing else is locked while the password is
 * checked), so duplicates neither use up tries nor find a half-deleted account.
 */
async function confirmWithPassword(user: SessionUser, password: string | undefined) {
  if (!password) throw new ApiError("bad_request", ENTER_PASSWORD);
  const key = `delete-account:user:${user.id}`;
  const confirmed = await transaction(async (tx) => {
    const wait = await holdLimit(tx, key, DELETE_PASSWORD_LIMIT);
    if (wait > 0) throw limited("errors.users.tooManyWrongPasswords", wait);
    const [account] = await tx
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, user.id));
    if (!account) throw signInAgain();
    if (account.passwordHash && (await verifyPassword(account.passwordHash, password))) {
      return true;
    }
    // Counted with this transaction's commit, before the next try on this account may look.
    await countHit(tx, key, DELETE_PASSWORD_LIMIT);
    return false;
  });
  if (!confirmed) throw new ApiError("bad_request", INCORRECT_PASSWORD);
}
