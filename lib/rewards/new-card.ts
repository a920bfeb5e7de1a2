import "server-only";
import type { Tx } from "@/lib/db/client";
import { openCard } from "@/lib/program/card";
import { readProgram } from "@/lib/program/read";

/**
 * A new card (lib/program/card.ts openCard) on the shop's program as it is now, read in the
 * transaction that makes the card, with `punches` on it.
 */
export async function newCard(tx: Tx, punches = 0) {
  return openCard(await readProgram(tx), punches);
}
