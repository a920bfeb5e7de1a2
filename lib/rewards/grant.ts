import "server-only";
import type { SQL } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import type { rewardLedger } from "@/lib/db/schema";
import { randomId } from "@/lib/security/tokens";
import { lockUser, type Gone, type LockedXp } from "./locks";
import { writeXpSql } from "./reward-sql";
import { levelFromXp, levelUpTokensBetween } from "./rules";

export type LevelChange = {
  xp: number;
  level: number;
  oldLevel: number;
  newLevel: number;
  leveledUp: boolean;
  /** Ids of the free punch tokens issued by this change. */
  tokensIssued: string[];
};

// `cycle`: for an entry that moves punches, the card's cycle read under the card lock.
type Entry = Pick<
  typeof rewardLedger.$inferInsert,
  | "reason"
  | "punchDelta"
  | "cycle"
  | "tokenId"
  | "codeId"
  | "actorId"
  | "voidsEntryId"
  | "note"
  | "referralId"
>;

/**
 * Applies an XP change to a user row the caller has locked: moves XP and level, appends the
 * ledger entry that explains it and issues level-up tokens for each multiple of 15 crossed,
 * all in one statement (one round trip: redemption is the app's hottest write). XP never
 * goes below zero. `notice`, a select over the new ledger row (`entry`), closes the same
 * statement: the counter display's notification (lib/counter/notify.ts).
 */
export async function writeXp(
  tx: Tx,
  userId: string,
  user: LockedXp,
  amount: number,
  entry: Entry,
  notice?: SQL,
): Promise<LevelChange> {
  const xp = Math.max(0, user.xp + amount);
  const { level } = levelFromXp(xp);
  const tokensIssued = Array.from({ length: levelUpTokensBetween(user.level, level) }, () =>
    randomId(),
  );
  await tx.execute(
    writeXpSql({
      userId,
      xp,
      level,
      xpDelta: xp - user.xp,
      at: user.at,
      entry,
      tokensIssued,
      notice,
    }),
  );
  return {
    xp,
    level,
    oldLevel: user.level,
    newLevel: level,
    leveledUp: level > user.level,
    tokensIssued,
  };
}

/**
 * Locks the user row and applies an XP change inside the caller's transaction; `gone`: the
 * answer when the account was deleted meanwhile (see lockCard).
 */
export async function applyXp(
  tx: Tx,
  userId: string,
  amount: number,
  entry: Entry,
  gone?: Gone,
): Promise<LevelChange> {
  return writeXp(tx, userId, await lockUser(tx, userId, gone), amount, entry);
}
