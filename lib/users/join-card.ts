import "server-only";
import type { Tx } from "@/lib/db/client";
import { punchCards, rewardLedger } from "@/lib/db/schema";
import { openCard } from "@/lib/program/card";
import { readProgram } from "@/lib/program/read";

/**
 * A new customer's card, on the shop's program as it is now (read in the joining
 * transaction), with the program's welcome bonus on it: a 'welcome' ledger entry in the
 * card's first cycle. Like an owner's punch by hand, the bonus is a gift, not a visit: it
 * grants no XP and does not count towards the day's earn rules. It is for a first visit:
 * `welcome: false` (the browser or username joined within 180 days) opens the card without it.
 */
export async function openFirstCard(
  tx: Tx,
  userId: string,
  { welcome = true }: { welcome?: boolean } = {},
): Promise<void> {
  const program = await readProgram(tx);
  const bonus = welcome ? program.welcomePunches : 0;
  await tx.insert(punchCards).values({ userId, ...openCard(program, bonus) });
  if (bonus > 0) {
    await tx
      .insert(rewardLedger)
      .values({ userId, reason: "welcome", punchDelta: bonus, cycle: 0 });
  }
}
