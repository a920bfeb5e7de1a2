import "server-only";
import { alias } from "drizzle-orm/pg-core";
import { and, asc, eq } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { adminActions, referrals, users, type Referral } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";
import { getProgram, readProgram } from "@/lib/program/read";
import { announcePaid, lockInviterCard, payInviter, type Paid } from "./inviter-bonus";
import { REFERRAL_NOT_FOUND } from "./messages";
import type { HeldReferral, HoldReason } from "./types";

/** How many held bonuses the queue shows at once, oldest first. */
const QUEUE_SIZE = 100;

const inviter = alias(users, "inviter");
const friend = alias(users, "friend");

/** GET /api/admin/referrals/held: the inviters' bonuses waiting for the owner, oldest first. */
export async function heldReferrals(): Promise<HeldReferral[]> {
  const [rows, program] = await Promise.all([
    db
      .select({
        id: referrals.id,
        reason: referrals.holdReason,
        joinedAt: referrals.joinedAt,
        cameBackAt: referrals.cameBackAt,
        inviter: { id: inviter.id, username: inviter.username, name: inviter.name },
        friend: { id: friend.id, username: friend.username, name: friend.name },
      })
      .from(referrals)
      .innerJoin(inviter, eq(inviter.id, referrals.inviterId))
      .innerJoin(friend, eq(friend.id, referrals.friendId))
      .where(eq(referrals.status, "held"))
      .orderBy(asc(referrals.joinedAt), asc(referrals.id))
      .limit(QUEUE_SIZE),
    getProgram(),
  ]);
  return rows.map((r) => ({
    ...r,
    reason: r.reason as HoldReason,
    joinedAt: r.joinedAt.toISOString(),
    cameBackAt: r.cameBackAt?.toISOString() ?? null,
    inviterPunches: program.referralInviterPunches,
  }));
}

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
    await lockInviterCard(tx, id);
    const [held] = await tx
      .select({
        id: referrals.id,
        inviterId: referrals.inviterId,
        friendId: referrals.friendId,
        holdReason: referrals.holdReason,
      })
      .from(referrals)
      .where(and(eq(referrals.id, id), eq(referrals.status, "held")))
      .for("update");
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
