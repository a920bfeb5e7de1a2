import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { adminActions, passkeys, users } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";
import { USER_NOT_FOUND } from "@/lib/auth/messages";
import { PASSKEY_NOT_FOUND } from "./messages";
import { listPasskeyViews, type PasskeyView } from "./queries";

/** The admin_actions entry of a passkey taken off an account by an admin. */
const REMOVED = "passkey_removed";
const RECENT = 20;

/** Who removed which passkey, and when: one line of the account's passkey record. */
export type PasskeyRemoval = {
  id: number;
  /** The passkey as its list showed it: the device's name and when it was added. */
  deviceName: string;
  addedAt: string | null;
  removedAt: string;
  /** The admin who removed it; null once their own account is deleted. */
  by: string | null;
};

export type AccountPasskeys = { passkeys: PasskeyView[]; removals: PasskeyRemoval[] };

const remover = alias(users, "remover");

async function accountExists(userId: string): Promise<void> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!row) throw new ApiError("not_found", USER_NOT_FOUND);
}

/** The passkeys removed from the account by an admin, newest first. */
async function listRemovals(userId: string): Promise<PasskeyRemoval[]> {
  const rows = await db
    .select({
      id: adminActions.id,
      detail: adminActions.detail,
      createdAt: adminActions.createdAt,
      by: remover.username,
    })
    .from(adminActions)
    .leftJoin(remover, eq(remover.id, adminActions.actorId))
    .where(and(eq(adminActions.userId, userId), eq(adminActions.action, REMOVED)))
    .orderBy(desc(adminActions.createdAt), desc(adminActions.id))
    .limit(RECENT);
  return rows.map((r) => {
    const detail = readDetail(r.detail);
    return {
      id: r.id,
      deviceName: detail.deviceName,
      addedAt: detail.addedAt,
      removedAt: r.createdAt.toISOString(),
      by: r.by,
    };
  });
}

/** The detail column holds the removed passkey as JSON (its key is gone with its row). */
function readDetail(text: string): { deviceName: string; addedAt: string | null } {
  try {
    const parsed = JSON.parse(text) as { deviceName?: unknown; addedAt?: unknown };
    return {
      deviceName: typeof parsed.deviceName === "string" ? parsed.deviceName : "",
      addedAt: typeof parsed.addedAt === "string" ? parsed.addedAt : null,
    };
  } catch {
    return { deviceName: "", addedAt: null };
  }
}

/** An account's passkeys and the record of those an admin removed, for its admin page. */
export async function accountPasskeys(userId: string): Promise<AccountPasskeys> {
  await accountExists(userId);
  const [list, removals] = await Promise.all([listPasskeyViews(userId), listRemovals(userId)]);
  return { passkeys: list, removals };
}

/**
 * An admin removes one of an account's passkeys (a lost or stolen phone): it stops signing
 * in at once, and the removal is recorded with the admin and the passkey, as a void is in the
 * ledger. Unlike the customer's own removal, the last passkey of an account without a
 * password may go too: the owner can still give the customer a sign-in QR at the counter.
 */
export async function removeAccountPasskey({
  adminId,
  userId,
  id,
}: {
  adminId: string;
  userId: string;
  id: string;
}): Promise<AccountPasskeys> {
  await transaction(async (tx) => {
    const [removed] = await tx
      .delete(passkeys)
      .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
      .returning({ deviceName: passkeys.deviceName, createdAt: passkeys.createdAt });
    if (!removed) throw new ApiError("not_found", PASSKEY_NOT_FOUND);
    await tx.insert(adminActions).values({
      actorId: adminId,
      userId,
      action: REMOVED,
      detail: JSON.stringify({
        passkey: id,
        deviceName: removed.deviceName,
        addedAt: removed.createdAt.toISOString(),
      }),
    });
  });
  return accountPasskeys(userId);
}
