import "server-only";
import { eq } from "drizzle-orm";
import { transaction } from "@/lib/db/transaction";
import { adminActions, referrals, type Referral } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";
import { readProgram } from "@/lib/program/read";
import { announcePaid, inviterBlocked, lockReferral, payInviter, type Paid } from "./inviter-bonus";
import { INVITER_STILL_BLOCKED, REFERRAL_NOT_FOUND } from "./messages";

export type Decision = "approve" | "dismiss";

/**
 * The owner's decision on a held bonus, once: the row is locked while still `held`; a second
 * click (or a second admin) finds it decided and changes nothing, answering how it stands.
 * Approving pays the program's inviter bonus now, past the monthly maximum too (the owner
 * decided); both are recorded in admin_actions under the inviter. An inviter blocked from
 * earning is not paid: approving is refused until the owner unblocks them (dismissing is not).
 * A bonus held because its friend's return was voided after it was spent (`return_voided`) is
 * paid already: approving lets it stand, dismissing records it as not due; neither moves punches.
 */
export async function decideReferral({
  id,
  decision,
  adminId,
}: {
  id: string;
  decision: Decision;
  adminId: string;
}): Promise<{ status: Referral["status"] }> {
  const outcome = await transaction(async (tx) => {
    const held = await lockReferral(tx, id, "held");
    if (!held) {
      const [row] = await tx
        .select({ status: referrals.status })
        .from(referrals)
        .where(eq(referrals.id, id));
      if (!row) throw new ApiError("not_found", REFERRAL_NOT_FOUND);
      return { status: row.status, paid: null, friendId: null };
    }
    let paid: Paid | null = null;
    if (decision === "approve" && held.holdReason === "return_voided") {
      // Paid before its return was voided, and spent: approving lets it stand.
      await tx
        .update(referrals)
        .set({ status: "rewarded", decidedAt: new Date(), decidedBy: adminId })
        .where(eq(referrals.id, id));
    } else if (decision === "approve") {
      if (await inviterBlocked(tx, held.inviterId)) {
        throw new ApiError("conflict", INVITER_STILL_BLOCKED);
      }
      const program = await readProgram(tx);
      paid = await payInviter(tx, held, program.referralInviterPunches, adminId);
    } else {
      await tx
        .update(referrals)
        .set({ status: "dismissed", decidedAt: new Date(), decidedBy: adminId })
        .where(eq(referrals.id, id));
    }
    await tx.insert(adminActions).values({
      actorId: adminId,
      userId: held.inviterId,
      action: `referral_${decision}`,
      detail: `${held.id} ${held.holdReason ?? ""}`.trim(),
    });
    const status: Referral["status"] = decision === "approve" ? "rewarded" : "dismissed";
    return { status, paid, friendId: held.friendId };
  });
  if (outcome.friendId) await announcePaid(outcome.paid, outcome.friendId);
  return { status: outcome.status };
}
