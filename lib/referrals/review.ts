import "server-only";
import { eq } from "drizzle-orm";
import { transaction } from "@/lib/db/transaction";
import { adminActions, referrals, type Referral } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";
import { readProgram } from "@/lib/program/read";
import { announcePaid, lockReferral, payInviter, type Paid } from "./inviter-bonus";
import { REFERRAL_NOT_FOUND } from "./messages";

export type Decision = "approve" | "dismiss";

/**
 * The owner's decision on a held bonus, once: the row is locked while still `held`; a second
 * click (or a second admin) finds it decided and changes nothing, answering how it stands.
 * Approving pays the program's inviter bonus now, past the monthly maximum too (the owner
 * decided); both are recorded in admin_actions under the inviter.
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
    if (decision === "approve") {
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
