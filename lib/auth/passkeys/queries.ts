import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { passkeys, users, type Passkey } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";
import { LAST_WAY_IN, PASSKEY_NOT_FOUND } from "./messages";

/** What the passkey list shows: never the key itself. */
export const passkeyListColumns = {
  id: passkeys.id,
  deviceName: passkeys.deviceName,
  createdAt: passkeys.createdAt,
  lastUsedAt: passkeys.lastUsedAt,
  backedUp: passkeys.backedUp,
};

export type PasskeyListItem = Pick<
  Passkey,
  "id" | "deviceName" | "createdAt" | "lastUsedAt" | "backedUp"
>;

/** A passkey in the list as a screen receives it: dates as ISO text, as the API answers them. */
export type PasskeyView = {
  [K in keyof PasskeyListItem]: PasskeyListItem[K] extends Date
    ? string
    : PasskeyListItem[K] extends Date | null
      ? string | null
      : PasskeyListItem[K];
};

/** The account's own passkeys, oldest first. */
export async function listPasskeys(userId: string): Promise<PasskeyListItem[]> {
  return db
    .select(passkeyListColumns)
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

/** The same list for a page to hand to PasskeyList (components/auth/passkey-list.tsx). */
export async function listPasskeyViews(userId: string): Promise<PasskeyView[]> {
  return (await listPasskeys(userId)).map((p) => ({
    ...p,
    createdAt: p.createdAt.toISOString(),
    lastUsedAt: p.lastUsedAt?.toISOString() ?? null,
  }));
}

/**
 * Removes one of the account's own passkeys; it stops working at once (a sign-in verifies
 * against the stored row). Another account's passkey is not found, as one that does not exist.
 * An account with no password keeps its last passkey: without it nobody could sign in to it.
 * The account's row is locked first, so two removals racing cannot take the last two.
 */
export async function removePasskey({ userId, id }: { userId: string; id: string }) {
  await transaction(async (tx) => {
    const [owner] = await tx
      .select({
        hasPassword: sql<boolean>`${users.passwordHash} is not null`,
      })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    const own = await tx
      .select({ id: passkeys.id })
      .from(passkeys)
      .where(eq(passkeys.userId, userId));
    if (!owner || !own.some((p) => p.id === id)) throw new ApiError("not_found", PASSKEY_NOT_FOUND);
    if (!owner.hasPassword && own.length === 1) throw new ApiError("conflict", LAST_WAY_IN);
    await tx.delete(passkeys).where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)));
  });
}
