import "server-only";
import { eq, sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { punchCards, punchTokens } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";
import { applyXp, type LevelChange } from "./grant";
import { PUNCHES_PER_CARD, XP_PER_TOKEN } from "./rules";

export const INVALID_TOKEN = "This token has already been used or does not exist";
export const CARD_COMPLETE =
  "Your card is complete! Text the owner your username to claim your free product. Your token has not been used.";

export type Redemption = LevelChange & { success: true; punches: number; isComplete: boolean };

/**
 * Redeems a punch token for a customer, in one transaction: the token row is locked, so of
 * many simultaneous redemptions exactly one succeeds and the rest see it used. Lock order
 * everywhere: token or code, then card, then user.
 */
export async function redeemToken({ tokenId, user }: { tokenId: string; user: { id: string; username: string } }): Promise<Redemption> {
  return db.transaction(async (tx) => {
    const [token] = await tx.select().from(punchTokens).where(eq(punchTokens.id, tokenId)).for("update");
    // Unknown, used, and someone else's level-up token all look the same to the customer.
    if (!token || token.usedAt || (token.ownerId && token.ownerId !== user.id)) {
      throw new ApiError("not_found", INVALID_TOKEN);
    }

    await tx.insert(punchCards).values({ userId: user.id }).onConflictDoNothing();
    const [card] = await tx.select().from(punchCards).where(eq(punchCards.userId, user.id)).for("update");
    if (!card) throw new Error("punch card missing after insert");
    if (card.punches >= PUNCHES_PER_CARD) throw new ApiError("conflict", CARD_COMPLETE);

    const now = new Date();
    await tx
      .update(punchTokens)
      .set({ usedAt: now, usedBy: user.id, usedByName: user.username })
      .where(eq(punchTokens.id, tokenId));
    const punches = card.punches + 1;
    const isComplete = punches >= PUNCHES_PER_CARD;
    await tx
      .update(punchCards)
      .set({ punches: sql`${punchCards.punches} + 1`, isComplete, updatedAt: now })
      .where(eq(punchCards.userId, user.id));
    const change = await applyXp(tx, user.id, XP_PER_TOKEN, { reason: "token", punchDelta: 1, tokenId });
    return { success: true as const, punches, isComplete, ...change };
  });
}
