import { products, punchCards, punchTokens, verificationCodes } from "@/lib/db/schema";

// What the reward transactions read under a row lock, through Drizzle's query builder. Here,
// apart from the queries, so a test can check that the bench's floor (scripts/bench/floor.mjs)
// sends the very statements Drizzle builds from them (scripts/bench/floor.test.ts).

/** The token a redemption locks first (redeem-token.ts). */
export const tokenLockColumns = {
  usedAt: punchTokens.usedAt,
  ownerId: punchTokens.ownerId,
  expiresAt: punchTokens.expiresAt,
  voidedAt: punchTokens.voidedAt,
  punches: punchTokens.punches,
};

/** The card, locked second (locks.ts lockCard). */
export const cardLockColumns = {
  punches: punchCards.punches,
  cycle: punchCards.cycle,
  lastPunchAt: punchCards.lastPunchAt,
  size: punchCards.size,
  rewards: punchCards.rewards,
  handed: punchCards.handed,
  waiting: punchCards.waiting,
};

/** The code a verification locks, with its product (verify-code.ts). */
export const codeLockColumns = {
  id: verificationCodes.id,
  isUsed: verificationCodes.isUsed,
  product: products,
};
