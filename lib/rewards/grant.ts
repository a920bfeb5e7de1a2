import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { punchTokens, rewardLedger, users } from "@/lib/db/schema";
import { randomId } from "@/lib/security/tokens";
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

type Entry = Omit<typeof rewardLedger.$inferInsert, "userId" | "xpDelta">;

/**
 * Applies an XP change inside the caller's transaction: locks the user row, moves XP and
 * level, issues level-up tokens for each multiple of 15 crossed, and appends the ledger
 * entry that explains it. XP never goes below zero.
 */
export async function applyXp(tx: Tx, userId: string, amount: number, entry: Entry): Promise<LevelChange> {
  const [user] = await tx
    .select({ xp: users.xp, level: users.level })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  if (!user) throw new Error(`user ${userId} vanished inside a reward transaction`);
  const xp = Math.max(0, user.xp + amount);
  const { level } = levelFromXp(xp);
  await tx.update(users).set({ xp, level, updatedAt: new Date() }).where(eq(users.id, userId));
  // clock_timestamp(), not the transaction's start: taken after the locks, so an entry always
  // sorts after the card reset it waited for.
  await tx.insert(rewardLedger).values({ ...entry, userId, xpDelta: xp - user.xp, createdAt: sql`clock_timestamp()` });

  const count = levelUpTokensBetween(user.level, level);
  const tokensIssued = Array.from({ length: count }, () => randomId());
  if (count > 0) {
    await tx.insert(punchTokens).values(tokensIssued.map((id) => ({ id, kind: "level_up" as const, ownerId: userId })));
  }
  return { xp, level, oldLevel: user.level, newLevel: level, leveledUp: level > user.level, tokensIssued };
}
