import "server-only";
import { eq, sql } from "drizzle-orm";
import { hashPassword } from "@/lib/auth/password";
import { transaction } from "@/lib/db/transaction";
import { punchCards, users, type Role, type User } from "@/lib/db/schema";
import { announce } from "@/lib/events/announce";
import { ApiError } from "@/lib/http/errors";
import type { Locale } from "@/lib/i18n/locales";
import { voidOpenLinks } from "@/lib/login-links/links";
import { lockForDeletion } from "@/lib/rewards/locks";
import { assertAnAdminRemains, assertNotSelf } from "./admin-guard";
import { isUniqueViolation } from "@/lib/db/errors";
import { USER_NOT_FOUND, USERNAME_TAKEN } from "./messages";
import { newCard } from "@/lib/rewards/new-card";

/** Creates an account; a customer gets their empty punch card in the same transaction. */
export async function createAccount(input: {
  username: string;
  password: string;
  role: Role;
  name?: string;
}): Promise<User> {
  const passwordHash = await hashPassword(input.password);
  return transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        username: input.username,
        name: input.name ?? "",
        role: input.role,
        passwordHash,
        passwordSetAt: new Date(),
      })
      .onConflictDoNothing({ target: users.username })
      .returning();
    if (!user) throw ApiError.onField("conflict", "username", USERNAME_TAKEN);
    if (user.role === "user") {
      await tx.insert(punchCards).values({ userId: user.id, ...(await newCard(tx)) });
    }
    return user;
  });
}

export type AccountChanges = {
  username?: string;
  name?: string;
  password?: string;
  role?: Role;
  /** The profile's language; null: none chosen. */
  locale?: Locale | null;
};

/**
 * Applies an admin's or the owner's changes to one account. A new password or role bumps
 * the session version, which ends every session issued before, and takes back the account's
 * unused login links.
 */
export async function updateAccount({
  actorId,
  targetId,
  changes,
}: {
  actorId: string;
  targetId: string;
  changes: AccountChanges;
}): Promise<User> {
  const passwordHash =
    changes.password === undefined ? undefined : await hashPassword(changes.password);
  try {
    return await transaction(async (tx) => {
      if (changes.role !== undefined && changes.role !== "admin") {
        // Becoming a customer or staff is losing the admin role alike.
        // Admins are locked before the target row, always in one order, so no deadlock.
        assertNotSelf({ actorId, targetId, message: "errors.users.cannotRemoveOwnAdmin" });
        await assertAnAdminRemains(tx, { losingAdmin: targetId });
      }
      const [current] = await tx.select().from(users).where(eq(users.id, targetId)).for("update");
      if (!current) throw new ApiError("not_found", USER_NOT_FOUND);
      const roleChanged = changes.role !== undefined && changes.role !== current.role;
      const endSessions = passwordHash !== undefined || roleChanged;
      const [updated] = await tx
        .update(users)
        .set({
          ...(changes.username !== undefined && { username: changes.username }),
          ...(changes.name !== undefined && { name: changes.name }),
          ...(changes.role !== undefined && { role: changes.role }),
          ...(changes.locale !== undefined && { locale: changes.locale }),
          ...(passwordHash !== undefined && { passwordHash, passwordSetAt: new Date() }),
          ...(endSessions && { sessionVersion: sql`${users.sessionVersion} + 1` }),
          updatedAt: new Date(),
        })
        .where(eq(users.id, targetId))
        .returning();
      if (updated?.role === "user") {
        await tx
          .insert(punchCards)
          .values({ userId: updated.id, ...(await newCard(tx)) })
          .onConflictDoNothing();
      }
      if (endSessions) await voidOpenLinks(tx, targetId);
      return updated!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw ApiError.onField("conflict", "username", USERNAME_TAKEN);
    throw error;
  }
}

/**
 * Deletes an account and, through the schema's cascades, its punch card, tickets, reviews,
 * ledger entries and login links.
 */
export async function deleteAccount({ actorId, targetId }: { actorId: string; targetId: string }) {
  assertNotSelf({ actorId, targetId, message: "errors.users.cannotDeleteSelf" });
  await removeAccount(targetId);
}

/**
 * The removal itself, shared by an admin's deletion and a customer deleting their own
 * account: both remove exactly the same rows. The account's rows are locked first, in the
 * reward transactions' order (lockForDeletion), so a redemption or a code of the same
 * customer in flight either finishes first or finds the account gone (401), never a deadlock.
 */
export async function removeAccount(targetId: string) {
  await transaction(async (tx) => {
    await assertAnAdminRemains(tx, { losingAdmin: targetId });
    if (!(await lockForDeletion(tx, targetId))) throw new ApiError("not_found", USER_NOT_FOUND);
    // A test customer's entries and level-up tokens go first, while the account still says it
    // is one: the roll-up's triggers skip them going out as they skipped them coming in (a
    // cascade would run them after the account is gone, and take them off the shop's figures).
    await tx.execute(sql`delete from reward_ledger
      where user_id = ${targetId} and exists (select 1 from users where id = ${targetId} and is_test)`);
    await tx.execute(sql`delete from punch_tokens
      where owner_id = ${targetId} and exists (select 1 from users where id = ${targetId} and is_test)`);
    await announce(tx, { type: "customer-deleted", userId: targetId });
    const deleted = await tx
      .delete(users)
      .where(eq(users.id, targetId))
      .returning({ id: users.id });
    if (deleted.length === 0) throw new ApiError("not_found", USER_NOT_FOUND);
  });
}
