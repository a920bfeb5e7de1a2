import "server-only";
import { eq } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";

export const LAST_ADMIN_MESSAGE = "errors.users.lastAdmin";

/**
 * Refuses a change that would leave the shop without an admin. The admin rows are locked
 * first, so two admins removing each other at the same moment cannot both succeed: the
 * second waits, then sees the first one's change. The lock is FOR NO KEY UPDATE, which two
 * such changes still take in turn, but which lets rows pointing at an admin be written
 * meanwhile: a void or an adjustment records its admin (a foreign key, which takes FOR KEY
 * SHARE), and under FOR UPDATE a customer's deletion waiting for their card, held by an
 * admin's void waiting for the admin row, was a deadlock.
 */
export async function assertAnAdminRemains(tx: Tx, { losingAdmin }: { losingAdmin: string }) {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, "admin"))
    .orderBy(users.id)
    .for("no key update");
  const remaining = admins.filter((a) => a.id !== losingAdmin);
  if (admins.some((a) => a.id === losingAdmin) && remaining.length === 0) {
    throw new ApiError("conflict", LAST_ADMIN_MESSAGE);
  }
}

/** An admin may not delete or demote their own account (so they cannot lock themselves out). */
export function assertNotSelf({
  actorId,
  targetId,
  message,
}: {
  actorId: string;
  targetId: string;
  message: string;
}) {
  if (actorId === targetId) throw new ApiError("forbidden", message);
}
