import "server-only";
import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { punchCards, rewardLedger, users } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";
import { CUSTOMER_NOT_FOUND } from "@/lib/rewards/messages";
import { tierFor } from "@/lib/rewards/rules";
import { readMemberCode } from "@/lib/fields/member-code";

const LAST_VISITS = 5;

export type CustomerCard = {
  id: string;
  username: string;
  name: string;
  level: number;
  xp: number;
  tier: string;
  punches: number;
  isComplete: boolean;
  /** When the customer last earned: their last few token and code redemptions, newest first. */
  lastVisits: Date[];
  earningBlocked: boolean;
};

/**
 * The counter's look-up of one customer by their exact username (already trimmed and
 * lower-cased) or the member code on their wallet pass, typed or scanned from its QR code.
 * Staff and admin accounts are not customers: they are not found.
 */
export async function lookupCustomer({ username }: { username: string }): Promise<CustomerCard> {
  const code = readMemberCode(username);
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      name: users.name,
      level: users.level,
      xp: users.xp,
      earningBlockedAt: users.earningBlockedAt,
      punches: punchCards.punches,
      isComplete: punchCards.isComplete,
    })
    .from(users)
    .leftJoin(punchCards, eq(punchCards.userId, users.id))
    .where(
      and(
        code
          ? or(eq(users.username, username), eq(users.memberCode, code))
          : eq(users.username, username),
        eq(users.role, "user"),
      ),
    )
    // A username that happens to read like someone's member code finds its own account first.
    .orderBy(sql`${users.username} = ${username} desc`)
    .limit(1);
  if (!row) throw new ApiError("not_found", CUSTOMER_NOT_FOUND);
  const visits = await db
    .select({ at: rewardLedger.createdAt })
    .from(rewardLedger)
    .where(and(eq(rewardLedger.userId, row.id), inArray(rewardLedger.reason, ["token", "code"])))
    .orderBy(desc(rewardLedger.createdAt), desc(rewardLedger.id))
    .limit(LAST_VISITS);
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    level: row.level,
    xp: row.xp,
    tier: tierFor(row.level).name,
    punches: row.punches ?? 0,
    isComplete: row.isComplete ?? false,
    lastVisits: visits.map((v) => v.at),
    earningBlocked: row.earningBlockedAt !== null,
  };
}
