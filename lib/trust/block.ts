import "server-only";
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { transaction } from "@/lib/db/transaction";
import { adminActions, users } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";
import { CUSTOMER_NOT_FOUND } from "@/lib/rewards/messages";

export type EarningState = { earningBlocked: boolean; earningBlockedAt: string | null };

/**
 * Stops or restarts a customer's earning. Blocking a blocked customer (or unblocking one who
 * is not) changes nothing and records nothing: a double click is not a second decision.
 * The blocked customer still signs in and browses; the reward transactions refuse them.
 */
export async function setEarningBlocked({
  userId,
  blocked,
  adminId,
}: {
  userId: string;
  blocked: boolean;
  adminId: string;
}): Promise<EarningState> {
  return transaction(async (tx) => {
    const customer = and(eq(users.id, userId), eq(users.role, "user"));
    const changed = await tx
      .update(users)
      .set({ earningBlockedAt: blocked ? new Date() : null })
      .where(
        and(customer, blocked ? isNull(users.earningBlockedAt) : isNotNull(users.earningBlockedAt)),
      )
      .returning({ at: users.earningBlockedAt });
    if (changed.length > 0) {
      await tx
        .insert(adminActions)
        .values({ actorId: adminId, userId, action: blocked ? "block" : "unblock" });
    }
    const [row] = await tx.select({ at: users.earningBlockedAt }).from(users).where(customer);
    if (!row) throw new ApiError("not_found", CUSTOMER_NOT_FOUND);
    return { earningBlocked: row.at !== null, earningBlockedAt: row.at?.toISOString() ?? null };
  });
}
