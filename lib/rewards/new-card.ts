import "server-only";
import type { Tx } from "@/lib/db/client";
import { readProgram } from "@/lib/program/read";

/**
 * The size and rewards a new card starts with: the shop's program as it is now, read in the
 * transaction that makes the card. A card keeps them until it is handed over, whatever the
 * owner changes meanwhile.
 */
export async function newCardProgram(tx: Tx) {
  const program = await readProgram(tx);
  return { size: program.cardSize, rewards: program.rewards };
}
